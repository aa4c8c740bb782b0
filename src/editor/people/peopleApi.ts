/** The people calls of the editor (src/editorApi/endpoints.ts, peopleEndpoints), each through `callEndpoint`. */
import { endpointAddress, peopleEndpoints } from '../../editorApi/endpoints';
import type { Role } from '../../editorApi/roles';
import { callEndpoint } from '../api';

const endpoints = peopleEndpoints;

export const peopleApi = {
  people: () => callEndpoint(endpoints.people, {}),
  invite: (email: string, role: Role) => callEndpoint(endpoints.invite, { json: { email, role } }),
  changeRole: (name: string, role: Role) => callEndpoint(endpoints.changeRole, { json: { name, role } }),
  remove: (name: string) => callEndpoint(endpoints.removePerson, { json: { name } }),
  resetLink: (name: string) => callEndpoint(endpoints.resetLink, { json: { name } }),
  cancelInvitation: (id: string) => callEndpoint(endpoints.cancelInvitation, { json: { id } }),
  /** 204 without a body: a plain fetch, as sign-out is. */
  signOutEverywhere: () =>
    fetch(endpointAddress(endpoints.signOutEverywhere), { method: 'POST', credentials: 'same-origin' }),
  invitation: (token: string) => callEndpoint(endpoints.invitation, { query: { token } }),
  acceptInvitation: (token: string, name: string, password: string) =>
    callEndpoint(endpoints.acceptInvitation, { json: { token, name, password } }),
  resetOffer: (token: string) => callEndpoint(endpoints.resetOffer, { query: { token } }),
  newPassword: (token: string, password: string) => callEndpoint(endpoints.newPassword, { json: { token, password } }),
};
