declare module 'virtual:site-content' {
  const content: import('./content/model').SiteContent;
  export default content;
}

declare module 'virtual:site-shell' {
  export const site: import('./content/model').Site;
}
