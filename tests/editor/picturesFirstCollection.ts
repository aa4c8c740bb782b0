/**
 * A collection whose entries are pictures first, as the live site's projects are (a location, more photos, the
 * declaration naming its `photos` field), declared in a throw-away copy of a fixture site: the tests of New project
 * and of an entry's own fields run on it, never on the live content. The photos' schema is a `$ref` written from
 * where the declaration sits, as the live one's is, so the editor follows it the way the check does.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const picturesFirstDeclaration = `# yaml-language-server: $schema=../schema/collection.schema.json
title: Community Projects
entryName: project
route: /projects/{slug}
kind: CreativeWork
fields:
  location:
    type: string
    title: Location
    description: The town where the work was done, for example Meridian.
    minLength: 1
    maxLength: 60
  photos:
    type: array
    title: Photos
    description: More pictures of the work, each with a sentence on what it shows.
    maxItems: 12
    items:
      $ref: ../schema/common.schema.json#/$defs/image
required: [location]
facts: [location]
photos: photos
page:
  title: "{{entry.title}} | {{shortName}}"
  description: "{{entry.summary}}"
  blocks:
    - type: entryHeader
    - type: entryBody
`;

/** Writes the collection's declaration, collections/projects.yaml, into the copy at `root`. */
export function declarePicturesFirstCollection(root: string): void {
  writeFileSync(path.join(root, 'collections', 'projects.yaml'), picturesFirstDeclaration);
}
