/** Who is signed in: found when the editor loads, given by the sign-in form, or gone (signed out, or a 401). */
import type { Session } from '../../api';
import type { EditorState } from '../editorState';

export interface SessionFound {
  type: 'sessionFound';
  session: Session | 'signed-out';
}
/** The sign-in form was answered: the list of pages takes the focus (editorEffects.ts). */
export interface SignedIn {
  type: 'signedIn';
  session: Session;
}
/** The server no longer knows the person: the sign-in form shows, the open file stays for after it. */
export interface SignedOut {
  type: 'signedOut';
}
/** Sign out was pressed: the server forgets the session, then the open file closes (editorEffects.ts). */
export interface SignOutAsked {
  type: 'signOutAsked';
}

export const sessionFound = (state: EditorState, action: SessionFound): EditorState => ({
  ...state,
  session: action.session,
});

export const signedIn = (state: EditorState, action: SignedIn): EditorState => ({ ...state, session: action.session });

export const signedOut = (state: EditorState, _action: SignedOut): EditorState =>
  state.session === 'signed-out' ? state : { ...state, session: 'signed-out' };

export const signOutAsked = (state: EditorState, _action: SignOutAsked): EditorState => state;
