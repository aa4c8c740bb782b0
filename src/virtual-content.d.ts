declare module 'virtual:site-content' {
  import type { SiteContent } from './content/model';
  const content: SiteContent;
  export default content;
}
