/**
 * The first two steps of the content's way for one file: parse it with positions, then judge its data against its
 * schema. A file unchanged since it last passed comes from the cache (checkedFileCache.ts), and is parsed again only
 * if a later rule needs a position in it.
 */
import type { ErrorObject } from 'ajv';
import type { CheckedFileCache } from './checkedFileCache.ts';
import type { ReadFile } from './checkerContext.ts';
import type { ContentError } from './contentError.ts';
import type { CheckedFile } from './crossFileRules.ts';
import { explainSchemaErrors } from './explainSchemaErrors.ts';
import { parseYaml, type ParsedYaml } from './parseYaml.ts';
import { toDisplayPath } from './projectFiles.ts';

/** What a file is judged by: its schema's findings, and what to say of an empty file. */
export interface Judge {
  validate(data: unknown): ErrorObject[];
  emptyHelp: string;
  /**
   * What else the verdict depends on besides the file's text (an entry's collection's own fields), so that a file
   * remembered as passing under one declaration is judged again under another.
   */
  judgedWith?: string;
}

/** Parses and judges one file; returns its data only when it has no errors, which are added to `errors`. */
export function readChecked<T>(
  root: string,
  absolutePath: string,
  judge: Judge,
  errors: ContentError[],
  cache: CheckedFileCache,
  read: ReadFile,
): CheckedFile<T> | undefined {
  const file = toDisplayPath(root, absolutePath);
  let source: string;
  try {
    source = read(absolutePath);
  } catch {
    errors.push({ file, line: 1, col: 1, where: '', message: 'the file cannot be read' });
    return undefined;
  }
  const cacheKey = judge.judgedWith === undefined ? source : `${judge.judgedWith}\n\0${source}`;
  const remembered = cache.get(file, cacheKey);
  // The cache only saves time: without it the file is parsed and checked again, with the same result.
  // Stryker disable next-line ConditionalExpression,BlockStatement: equivalent, as said above.
  if (remembered !== undefined) {
    let parsed: ParsedYaml | undefined;
    return {
      file,
      data: remembered as T,
      get parsed() {
        parsed ??= parseYaml(file, source);
        return parsed;
      },
    };
  }
  const parsed = parseYaml(file, source);
  if (parsed.errors.length) {
    errors.push(...parsed.errors);
    return undefined;
  }
  // parseYaml has bounded the aliases and what they repeat; the parser's own bound would throw on a page within
  // them (a hundred uses of one anchor).
  const data = parsed.doc.toJS({ maxAliasCount: -1 }) as unknown;
  // An empty file, or one of comments only.
  if (data === null) {
    errors.push({ file, line: 1, col: 1, where: '', message: judge.emptyHelp });
    return undefined;
  }
  const schemaErrors = explainSchemaErrors(parsed, data, judge.validate(data));
  errors.push(...schemaErrors);
  if (schemaErrors.length) return undefined;
  cache.set(file, cacheKey, data);
  return { file, parsed, data: data as T };
}
