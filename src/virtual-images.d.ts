declare module 'virtual:image-manifest' {
  const manifest: import('./build/images').ImageManifest;
  export default manifest;
}
