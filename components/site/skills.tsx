import type { Skill } from '@/lib/skills/model';
import { SkillIcon } from './skill-icon';

export function Skills({ skills, intro }: { skills: Skill[]; intro: string | null }) {
  return (
    <section id="skills" className="border-y bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">Skills &amp; Expertise</h2>
        {intro ? <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">{intro}</p> : null}
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {skills.map((skill) => (
            <li key={skill.id} className="rounded-card border bg-card p-6 shadow-sm">
              <SkillIcon icon={skill.icon} color={skill.color} />
              <h3 className="mt-4 text-lg font-semibold">{skill.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{skill.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
