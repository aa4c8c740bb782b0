import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllCode } from '../src/app/App';

// Pages render whole here, as on the server; in the browser block and footer code arrive on demand.
beforeAll(() => loadAllCode());

afterEach(() => cleanup());
