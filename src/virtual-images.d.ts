declare module 'virtual:image-manifest' {
  const manifest: import('../blocks/ui/imageManifest').ImageManifest;
  export default manifest;
}
