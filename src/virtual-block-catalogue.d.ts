declare module 'virtual:block-catalogue' {
  const catalogue: import('./authoring/blockCatalogue').CatalogueEntry[];
  export default catalogue;
}
