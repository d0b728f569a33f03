import { ProjectNotFound } from '@/components/projects/project-not-found';

// A project removed after the proxy's index of projects was read (see proxy.ts).
export default ProjectNotFound;
