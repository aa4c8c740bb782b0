import { MotionGlobalConfig } from 'framer-motion';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllCode } from '../src/app/App';

// happy-dom has no Web Animations: framer-motion's cancelled animations would surface as unhandled AbortErrors.
MotionGlobalConfig.skipAnimations = true;

// Pages render whole here, as on the server; in the browser block and footer code arrive on demand.
beforeAll(() => loadAllCode());

afterEach(() => cleanup());
