import type { Project } from '@hangar/contracts/projects';

/** Which controls of a project the user sees (SPEC.md sections 2 "Project layout" and 6). */
export interface ProjectControls {
  editSettings: boolean;
  share: boolean;
  archive: boolean;
  restore: boolean;
  delete: boolean;
  addPeople: boolean;
  /** 'New log', 'New important document', 'New documentation page'. */
  create: boolean;
  /** Change the planning and the important links. */
  editContent: boolean;
  /** The restore action of the 'This project is archived' banner. */
  restoreFromBanner: boolean;
}

/**
 * The project's controls from the `abilities` the server computed with @hangar/domain (an
 * archived project is read-only until restored: no sharing, nothing new in it).
 */
export function projectControls(project: Pick<Project, 'abilities'>): ProjectControls {
  const { abilities } = project;
  return {
    editSettings: abilities.update,
    share: abilities.share,
    archive: abilities.archive,
    restore: abilities.restore,
    delete: abilities.delete,
    addPeople: abilities.addPeople,
    create: abilities.create,
    editContent: abilities.editContent,
    restoreFromBanner: abilities.restore,
  };
}
