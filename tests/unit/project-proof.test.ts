import { describe, expect, it } from 'vitest';
import { formatMonth, formatPeriod, isNamedClient, teamLabel, temporalCoverage } from '@/lib/projects/facts';
import { findTechnology, groupByTechnology, projectCount, technologyPath, technologySlug } from '@/lib/projects/technology';

describe('technology pages', () => {
  it('makes one slug per name: lowercase, spaces as one hyphen', () => {
    expect(technologySlug('Power BI')).toBe('power-bi');
    expect(technologySlug('power bi')).toBe('power-bi');
    expect(technologySlug('  Tailwind   CSS ')).toBe('tailwind-css');
    expect(technologySlug('Next.js')).toBe('next.js');
    expect(technologyPath('Power BI')).toBe('/projects/technology/power-bi');
    expect(technologyPath('C#')).toBe('/projects/technology/c%23');
  });

  const projects = [
    { title: 'A', technologies: ['Power BI', 'DAX'] },
    { title: 'B', technologies: ['WordPress'] },
    { title: 'C', technologies: ['power bi', 'WordPress', 'C#'] },
  ];

  it('groups projects by technology case-insensitively, keeping the first spelling and the projects’ order', () => {
    const groups = groupByTechnology(projects);
    expect(groups.map((group) => [group.name, group.projects.map((project) => project.title)])).toEqual([
      ['Power BI', ['A', 'C']],
      ['WordPress', ['B', 'C']],
      ['C#', ['C']],
      ['DAX', ['A']],
    ]);
  });

  it('finds a technology by its slug in any case or encoding, and nothing for an unknown one', () => {
    expect(findTechnology(projects, 'power-bi')?.projects.map((project) => project.title)).toEqual(['A', 'C']);
    expect(findTechnology(projects, 'Power-BI')?.name).toBe('Power BI');
    expect(findTechnology(projects, 'c%23')?.name).toBe('C#');
    expect(findTechnology(projects, 'c#')?.name).toBe('C#');
    expect(findTechnology(projects, 'react')).toBeNull();
    expect(findTechnology(projects, '%E0%A4%A')).toBeNull();
  });

  it('counts projects in words', () => {
    expect(projectCount(1)).toBe('1 project');
    expect(projectCount(4)).toBe('4 projects');
  });
});

describe('case-study facts', () => {
  it('formats months and periods in en-GB, whatever the time zone', () => {
    expect(formatMonth('2024-02')).toBe('Feb 2024');
    expect(formatPeriod({ periodStart: '2024-02', periodEnd: '2024-05', isOngoing: false })).toBe('Feb 2024 – May 2024');
    expect(formatPeriod({ periodStart: '2025-01', periodEnd: null, isOngoing: true })).toBe('Jan 2025 – ongoing');
    expect(formatPeriod({ periodStart: '2023-03', periodEnd: null, isOngoing: false })).toBe('Mar 2023');
    expect(formatPeriod({ periodStart: '2023-03', periodEnd: '2023-03', isOngoing: false })).toBe('Mar 2023');
    expect(formatPeriod({ periodStart: null, periodEnd: null, isOngoing: false })).toBeNull();
  });

  it('gives schema.org temporal coverage', () => {
    expect(temporalCoverage({ periodStart: '2024-02', periodEnd: '2024-05', isOngoing: false })).toBe('2024-02/2024-05');
    expect(temporalCoverage({ periodStart: '2025-01', periodEnd: null, isOngoing: true })).toBe('2025-01/..');
    expect(temporalCoverage({ periodStart: '2023-03', periodEnd: null, isOngoing: false })).toBe('2023-03');
    expect(temporalCoverage({ periodStart: null, periodEnd: null, isOngoing: false })).toBeNull();
  });

  it('names team sizes and keeps confidential clients out of structured data', () => {
    expect(teamLabel(1)).toBe('1 person');
    expect(teamLabel(4)).toBe('4 people');
    expect(isNamedClient('Harbor Coffee Roasters')).toBe(true);
    expect(isNamedClient('Confidential')).toBe(false);
    expect(isNamedClient(' confidential ')).toBe(false);
    expect(isNamedClient(null)).toBe(false);
  });
});
