import type { Skill } from '@/lib/skills/list';
import { SkillIcon } from './skill-icon';
import { HomeSection } from './home-section';

export function Skills({ skills, intro }: { skills: Skill[]; intro: string | null }) {
  return (
    <HomeSection id="skills" heading="Skills & Expertise" intro={intro} className="border-y bg-muted/40">
      <ul className="skill-grid mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {skills.map((skill, position) => (
          // Drawn on the server and never reordered in the browser: its position is key enough
          // (an id would travel in the page's RSC copy).
          <li key={position} className="panel">
            <SkillIcon icon={skill.icon} color={skill.color} />
            <h3>{skill.title}</h3>
            <p>{skill.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
