import type { Metadata } from 'next';
import { OwnerSection } from '@/components/admin/owner-section';
import { ItemInput, ItemSelect, ItemTextarea } from '@/components/admin/simple-list-editor';
import { SkillIcon } from '@/components/home/skill-icon';
import { skillList } from '@/lib/skills/list';
import { SKILL_COLORS, SKILL_ICONS, SKILL_ICON_LABELS, SKILL_LIMITS as L, SKILL_TEXTS } from '@/lib/skills/vocabulary';
import { SkillsEditor } from './skills-editor';

export const metadata: Metadata = { title: 'Skills · Admin Dashboard', robots: { index: false, follow: false } };

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The skills shown on the home page: add, edit, reorder and delete. */
export default function AdminSkillsPage() {
  return (
    <OwnerSection
      notice={{ title: SKILL_TEXTS.forbidden, text: 'You are signed in, but the profile and skills can only be edited by the owner of this portfolio.' }}
      load={skillList.list}
      failure={SKILL_TEXTS.listFailed}
    >
      {(skills) => (
        <SkillsEditor
          noun="Skill"
          history="skills"
          idField="skillId"
          items={skills.map(({ id, title, description, icon, color }) => ({
            id,
            name: title,
            values: { title, description, icon, color },
            media: <SkillIcon icon={icon} color={color} size="sm" />,
            card: (
              <>
                <h3 className="font-semibold leading-snug">{title}</h3>
                <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{description}</p>
              </>
            ),
          }))}
          fields={
            <>
              <ItemInput name="title" label="Title" isRequired maxLength={L.title} />
              <ItemTextarea name="description" label="Description" isRequired rows={3} className="min-h-0" maxLength={L.description} />
              <div className="grid gap-5 sm:grid-cols-2">
                <ItemSelect name="icon" label="Icon" isRequired placeholder="Choose" options={SKILL_ICONS.map((icon) => ({ value: icon, label: SKILL_ICON_LABELS[icon] }))} />
                <ItemSelect name="color" label="Colour" isRequired placeholder="Choose" options={SKILL_COLORS.map((color) => ({ value: color, label: capitalise(color) }))} />
              </div>
            </>
          }
          list={{ id: 'your-skills', title: 'Your Skills', summary: `${skills.length} of ${L.count}`, label: 'Skills in display order', empty: 'No skills yet. Add your first skill!' }}
          confirm="Are you sure you want to delete this skill?"
        />
      )}
    </OwnerSection>
  );
}
