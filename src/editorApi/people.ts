/**
 * The people who may edit the site, as the owner's "People" dialog shows them, and the one-time links that let a
 * new person in (an invitation) or give a person a new password (a reset link).
 */
import type { Role } from './roles.ts';

/** Names people can type and read back: letters, digits, dot, dash, underscore; 1 to 40 of them. */
export const accountNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
export const minimumPasswordLength = 12;

export interface Person {
  name: string;
  role: Role;
  /** Where links reach them; accounts made on the command line have none. */
  email?: string;
  /** Whether a session of theirs is open now. */
  signedIn: boolean;
  /** ISO time of their last request since the server started, when there was one. */
  lastSeen?: string;
  /** ISO time of their last publish, from the publishing history. */
  lastPublished?: string;
}

export interface PendingInvitation {
  /** Names the invitation for the owner (not its token): the start of its token's digest. */
  id: string;
  email: string;
  role: Role;
  /** ISO times. */
  created: string;
  expires: string;
  /** Who sent it. */
  by: string;
}

export interface People {
  people: Person[];
  invitations: PendingInvitation[];
  /** Whether the server sends e-mail: without it, the owner hands the link over themselves. */
  mailOn: boolean;
}

/** A link made for a person: its address (to copy), whether it was e-mailed, and until when it works. */
export interface LinkMade {
  link: string;
  emailed: boolean;
  /** ISO time. */
  expires: string;
  /** The same in words ("Works for 72 hours, until …"). */
  validity: string;
}

/** What an invitation offers, for the page its link opens. */
export interface InvitationOffer {
  role: Role;
  email: string;
  /** ISO time. */
  expires: string;
}

/** What a reset link is for, for the page its link opens. */
export interface ResetOffer {
  name: string;
  /** ISO time. */
  expires: string;
}
