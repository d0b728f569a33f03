// The parts of a JSON Resume (jsonresume.org schema v1) the site reads and writes: basics (with
// the social profiles), work and skills. Every field is optional in the schema, and every object
// may carry more than these; the rest of a resume (education, projects…) is left out.

export type ResumeProfile = { network?: string; username?: string; url?: string };

export type ResumeWork = {
  name?: string;
  position?: string;
  location?: string;
  description?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  /** Not in the schema's work (which allows more): the technologies of the role, as its projects name theirs. */
  keywords?: string[];
};

export type ResumeSkill = { name?: string; level?: string; keywords?: string[] };

export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    url?: string;
    summary?: string;
    profiles?: ResumeProfile[];
  };
  work?: ResumeWork[];
  skills?: ResumeSkill[];
  meta?: { canonical?: string; version?: string; lastModified?: string };
};
