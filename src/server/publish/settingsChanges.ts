/**
 * What undoing a change of site.yaml does, in sentences: the two versions' data compared value by value, each
 * difference named by the title schema/site.schema.json gives its field ("Phone number goes back to (503) 555-0147 on
 * every page."), or by its key in plain words where the schema gives none. A field whose title other fields share
 * ("Text") is named with the item or section it belongs to ("Text of Menu entry “Services”").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { settingsName } from './contentNames.ts';
import { keyInWords } from '../../editorApi/words.ts';

interface SchemaNode {
  title?: string;
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

export interface SettingsSchema {
  /** The schema of a field below `node`, by key or list position. */
  child(node: SchemaNode | undefined, key: string | number): SchemaNode | undefined;
  title(node: SchemaNode | undefined): string | undefined;
  /** Whether several fields have this title. */
  shared(title: string): boolean;
  top: SchemaNode | undefined;
}

/** schema/site.schema.json of the project, its references followed into the schemas beside it. */
export function readSettingsSchema(root: string): SettingsSchema {
  const documents = new Map<string, SchemaNode | undefined>();
  const documentNamed = (name: string) => {
    if (!documents.has(name)) {
      try {
        documents.set(name, JSON.parse(readFileSync(path.join(root, 'schema', name), 'utf8')) as SchemaNode);
      } catch {
        documents.set(name, undefined);
      }
    }
    return documents.get(name);
  };
  // Which document a node came from, so that "#/$defs/…" is looked up in the right one.
  const homeOf = new WeakMap<object, string>();
  const place = (node: SchemaNode | undefined, home: string) => {
    if (node && typeof node === 'object' && !homeOf.has(node)) homeOf.set(node, home);
    return node;
  };
  const top = place(documentNamed('site.schema.json'), 'site.schema.json');

  const resolved = (node: SchemaNode | undefined, depth = 0): SchemaNode | undefined => {
    if (!node?.$ref || depth > 8) return node;
    const [file, pointer = ''] = node.$ref.split('#');
    const home = file || homeOf.get(node) || 'site.schema.json';
    let target: unknown = documentNamed(home);
    for (const step of pointer.split('/').filter(Boolean))
      target = target && typeof target === 'object' ? (target as Record<string, unknown>)[step] : undefined;
    return resolved(place(target as SchemaNode | undefined, home), depth + 1);
  };
  /** The node and what it refers to or combines: where a field's schema may be found. */
  const facets = (node: SchemaNode | undefined): SchemaNode[] => {
    const own = node ? [node] : [];
    const target = resolved(node);
    const all = target && target !== node ? [...own, target] : own;
    return [
      ...all,
      ...all.flatMap((each) =>
        [...(each.oneOf ?? []), ...(each.anyOf ?? []), ...(each.allOf ?? [])].map((option) => {
          const home = homeOf.get(each) ?? 'site.schema.json';
          return resolved(place(option, home)) ?? option;
        }),
      ),
    ];
  };
  const child = (node: SchemaNode | undefined, key: string | number) => {
    for (const facet of facets(node)) {
      const home = homeOf.get(facet) ?? 'site.schema.json';
      const found =
        typeof key === 'number'
          ? facet.items
          : (facet.properties?.[key] ??
            (typeof facet.additionalProperties === 'object' ? facet.additionalProperties : undefined));
      if (found) return place(found, home);
    }
    return undefined;
  };
  const title = (node: SchemaNode | undefined) => facets(node).find((facet) => facet.title)?.title;

  let counts: Map<string, number> | undefined;
  const countTitles = () => {
    const found = new Map<string, number>();
    const seen = new Set<SchemaNode>();
    const visit = (node: SchemaNode | undefined, depth: number) => {
      if (!node || seen.has(node) || depth > 12) return;
      seen.add(node);
      const own = title(node);
      if (own) found.set(own, (found.get(own) ?? 0) + 1);
      for (const facet of facets(node)) {
        for (const key of Object.keys(facet.properties ?? {})) visit(child(facet, key), depth + 1);
        if (facet.items) visit(child(facet, 0), depth + 1);
      }
    };
    visit(top, 0);
    return found;
  };
  return {
    top,
    child,
    title,
    shared(name) {
      counts ??= countTitles();
      return (counts.get(name) ?? 0) > 1;
    },
  };
}

type Data = unknown;

const isRecord = (value: Data): value is Record<string, Data> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isScalar = (value: Data) => value === null || typeof value !== 'object';

/** A value as a sentence shows it: short text as it is, long text quoted and cut. */
export function shownValue(value: Data): string {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === null || value === undefined || value === '') return 'nothing';
  if (typeof value !== 'string') return isScalar(value) ? String(value) : 'its earlier value';
  const line = value.replace(/\s+/g, ' ').trim();
  if (line.length <= 40) return line;
  return `“${line.slice(0, 60).trimEnd()}…”`;
}

const nameFields = ['label', 'name', 'heading', 'title', 'kind'];

/** A list item by its own name when it has one ("Menu entry “Services”"), else by its place ("Menu entry 3"). */
function itemSubject(itemTitle: string, index: number, ...versions: Data[]): string {
  for (const version of versions) {
    if (!isRecord(version)) continue;
    const field = nameFields.find((name) => typeof version[name] === 'string' && version[name]);
    if (field) return `${itemTitle} “${shownValue(version[field]).replace(/^“|”$/g, '')}”`;
  }
  return `${itemTitle} ${index + 1}`;
}

/**
 * The sentences that say how site.yaml's data goes from `live` back to `earlier`, in the order of the file. Both
 * are parsed YAML; `undefined` when a version is missing or cannot be read.
 */
export function settingsChanges(live: Data, earlier: Data, schema: SettingsSchema): string[] {
  const sentences: string[] = [];
  /** `inItem`: the data is a list item, whose fields are named with the item ("Number of Credential “…”"). */
  const compare = (now: Data, before: Data, node: SchemaNode | undefined, subject: string, inItem = false) => {
    if (JSON.stringify(now) === JSON.stringify(before)) return;
    if (now === undefined) {
      sentences.push(
        isScalar(before)
          ? `${subject} comes back as ${shownValue(before)} on every page.`
          : `${subject} comes back on every page.`,
      );
      return;
    }
    if (before === undefined) {
      sentences.push(`${subject} is removed from every page.`);
      return;
    }
    if (isRecord(now) && isRecord(before)) {
      for (const key of new Set([...Object.keys(before), ...Object.keys(now)])) {
        const field = schema.child(node, key);
        const title = schema.title(field) ?? keyInWords(key);
        const alone = !inItem && (node === schema.top || !schema.shared(title));
        compare(now[key], before[key], field, alone ? title : `${title} of ${subject}`);
      }
      return;
    }
    if (Array.isArray(now) && Array.isArray(before)) {
      if (now.every(isScalar) && before.every(isScalar)) {
        const added = now.filter((each) => !before.includes(each));
        const gone = before.filter((each) => !now.includes(each));
        for (const value of added) sentences.push(`${shownValue(value)} is removed from ${subject} on every page.`);
        for (const value of gone) sentences.push(`${shownValue(value)} comes back to ${subject} on every page.`);
        if (added.length === 0 && gone.length === 0)
          sentences.push(`${subject} goes back to its earlier order on every page.`);
        return;
      }
      const items = schema.child(node, 0);
      const itemTitle = schema.title(items) ?? `Item of ${subject}`;
      for (let index = 0; index < Math.max(now.length, before.length); index++) {
        const named = itemSubject(itemTitle, index, now[index], before[index]);
        compare(now[index], before[index], items, named, true);
      }
      return;
    }
    sentences.push(
      isScalar(before)
        ? `${subject} goes back to ${shownValue(before)} on every page.`
        : `${subject} goes back to how it was on every page.`,
    );
  };
  if (live === undefined || earlier === undefined || !isRecord(live) || !isRecord(earlier)) return sentences;
  compare(live, earlier, schema.top, settingsName);
  return sentences;
}
