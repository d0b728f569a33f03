// Who the site is about and where to reach them: the one place to edit.
export const site = {
  name: 'Sam Carter',
  role: 'Lead Developer & Power BI Specialist',
  description:
    'Lead developer building fast WordPress sites and Power BI reports that people actually use. 10+ years of WordPress, 2+ years of Power BI, 100+ projects delivered.',
  email: 'hello@example.com',
  githubUrl: 'https://github.com/example',
  linkedinUrl: 'https://www.linkedin.com/in/example',
  copyrightYear: 2025,
} as const;
