/** No file is open any more (signed out, or a draft thrown away before the file opens afresh). */
import { noFileOpen, type OpenFileState } from '../openFileState';

export interface Closed {
  type: 'closed';
}

export const closed = (_state: OpenFileState, _action: Closed): OpenFileState => noFileOpen;
