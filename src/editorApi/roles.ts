/**
 * What each person may do in the editor, as both the server (which refuses) and the browser (which offers only what
 * is allowed) read it. Each role can do everything of the roles below it:
 *
 *   writer  edits and saves, then asks for review; never publishes
 *   editor  all of that, and publishes, undoes and reviews
 *   owner   all of that, and the people and the company details
 */
export const roles = ['writer', 'editor', 'owner'] as const;
export type Role = (typeof roles)[number];

/** Whether a person with `role` may do what needs `needed`. */
export const mayAct = (role: Role, needed: Role): boolean => roles.indexOf(role) >= roles.indexOf(needed);

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** Each role in the office's words, for the people list and refusals. */
export const roleWords: Record<Role, { name: string; may: string }> = {
  writer: { name: 'Writer', may: 'edits and saves, then asks for review' },
  editor: { name: 'Editor', may: 'edits and publishes' },
  owner: { name: 'Owner', may: 'everything, including people and company details' },
};
