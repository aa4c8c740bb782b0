import { MotionGlobalConfig } from 'framer-motion';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom has no Web Animations: framer-motion's cancelled animations would surface as unhandled AbortErrors.
MotionGlobalConfig.skipAnimations = true;

afterEach(() => cleanup());
