// Loaded with import() by LazyMotion, so framer-motion's animation code stays out of the first JavaScript chunk.
export { domAnimation as default } from 'framer-motion';
