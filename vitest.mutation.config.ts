/**
 * The tests that judge the content checker's and the quote form's messages, for mutation testing
 * (stryker.config.mjs, `npm run test:mutation`): plain Node, no Vite plugins, no build, no browser. Only tests that
 * call the checking functions themselves belong here: a test that runs `npm run check` in another process never
 * sees a mutant, and would only slow every run down.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'tests/content/checkedFileCache.test.ts',
      'tests/content/checkerContext.test.ts',
      'tests/content/contentPaths.test.ts',
      'tests/content/collectionDeclarations.test.ts',
      'tests/content/collectionGroups.test.ts',
      'tests/content/collectionPages.test.ts',
      'tests/content/collections.test.ts',
      'tests/content/collectionsQueries.test.ts',
      'tests/content/contentFilesAndLinks.test.ts',
      'tests/content/crossFileMessages.test.ts',
      'tests/content/didYouMean.test.ts',
      'tests/content/entryData.test.ts',
      'tests/content/entryListingKinds.test.ts',
      'tests/content/entryListings.test.ts',
      'tests/content/errorLimits.test.ts',
      'tests/content/errorOutput.test.ts',
      'tests/content/fileBounds.test.ts',
      'tests/content/formRules.test.ts',
      'tests/content/indentationFields.test.ts',
      'tests/content/indentationListItems.test.ts',
      'tests/content/indentationUncertain.test.ts',
      'tests/content/loadContent.test.ts',
      'tests/content/locations.test.ts',
      'tests/content/paginate.test.ts',
      'tests/content/placeholders.test.ts',
      'tests/content/quoteDeclaredFields.test.ts',
      'tests/content/quoteRefusals.test.ts',
      'tests/content/quoteRuleMessages.test.ts',
      'tests/content/quoteSchemaRules.test.ts',
      'tests/content/redirects.test.ts',
      'tests/content/schemaFieldMessages.test.ts',
      'tests/content/schemaLimitMessages.test.ts',
      'tests/content/schemaValueMessages.test.ts',
      'tests/content/schemaVerdictsAndCaches.test.ts',
      'tests/content/siteIdentity.test.ts',
      'tests/content/syntaxMessages.test.ts',
      'tests/content/themeContrast.test.ts',
      'tests/server/quoteRules.test.ts',
    ],
    testTimeout: 20_000,
  },
});
