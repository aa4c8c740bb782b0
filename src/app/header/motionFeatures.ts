// framer-motion's animation features, loaded with import() by the phone menu's panel (LazyMotion) when the menu first
// opens: the panel's own chunk, fetched while the browser is idle, does not carry them (docs/performance.md).
export { domAnimation as default } from 'framer-motion';
