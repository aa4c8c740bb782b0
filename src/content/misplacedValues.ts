/**
 * Findings of the schema check whose cause is a line out of line, where the file still reads as YAML: a dash that
 * makes a list inside a list, fields lined up with the field they belong in (which is then empty), a field that
 * landed in the group next to its own. Each is told with the fix of the indentation, and only where the text shows it
 * for certain; any other finding keeps its plain words alone.
 */
import type { ErrorObject } from 'ajv';
import { isMap, isSeq, type Node, type Scalar, type YAMLMap } from 'yaml';
import type { DataPath } from '../places/places.ts';
import { pathFromPointer } from './locate.ts';
import { isNote, movedWith, spaces } from './misplacedLines.ts';
import type { ParsedYaml } from './parseYaml.ts';

/** Names said as a list: "src", "src" and "alt", "src", "alt" and "title". */
function namesInWords(names: string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}

const linesInWords = (first: number, last: number) => (first === last ? `line ${first}` : `lines ${first} to ${last}`);

/** The nearest line above `line` (lines from 1) that is not blank or a comment; 0 when there is none. */
function contentLineAbove(lines: string[], line: number): number {
  for (let above = line - 1; above > 0; above--) if (!isNote(lines[above - 1])) return above;
  return 0;
}

/** The nearest line below `line` (lines from 1) that is not blank or a comment. */
function contentLineBelow(lines: string[], line: number): number | undefined {
  for (let below = line + 1; below <= lines.length; below++) if (!isNote(lines[below - 1])) return below;
  return undefined;
}

/**
 * For the findings of one file, a function that gives the fix of the indentation behind a finding, in words to add to
 * its message; undefined for a finding that has none.
 */
export function indentationCauses(
  parsed: ParsedYaml,
  errors: ErrorObject[],
): (error: ErrorObject) => string | undefined {
  const lines = parsed.source.split(/\r?\n/);
  const at = (offset: number) => parsed.lineCounter.linePos(offset);
  const nodeAt = (path: DataPath) => parsed.doc.getIn(path, true);
  /** The group of fields at `path`, if it is written with indentation (not in { }, not an alias). */
  const blockMapAt = (path: DataPath) => {
    const node = nodeAt(path);
    return isMap(node) && !node.flow ? (node as YAMLMap<Scalar, Node | null>) : undefined;
  };
  const pairAt = (path: DataPath, key: string) => blockMapAt(path)?.items.find((pair) => pair.key.value === key);

  /** A list where a group of fields belongs, made by two dashes on one line or by a dash alone on the line above. */
  function listInList(path: DataPath): string | undefined {
    const node = nodeAt(path);
    if (!isSeq(node) || node.flow) return undefined;
    const { line, col } = at(node.range![0]);
    const text = lines[line - 1];
    // The fields of the item inside start after the dash and its space.
    const content = col + 2;
    const before = text.slice(0, col - 1);
    if (before.trim() === '-') {
      const outer = before.indexOf('-') + 1;
      return `this line has two dashes, which make a list inside the list: delete the second one${movedWith(lines, line - 1, content, outer - col)}`;
    }
    // A list at the top of the file has no line above it (line 0).
    const above = contentLineAbove(lines, line);
    if (lines[above - 1]?.trim() !== '-') return undefined;
    const dash = lines[above - 1].indexOf('-') + 1;
    return (
      `the dash on line ${above} has nothing after it, which makes this a list inside the list: delete that line ` +
      `and start this dash at column ${dash}${movedWith(lines, line - 1, content, dash - col)}`
    );
  }

  // Where each field is missing ("required title") or unknown ("additionalProperties title"), as ajv's pointers.
  const pointers = new Map<string, string[]>();
  for (const error of errors) {
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    const finding = `${error.keyword} ${params.missingProperty ?? params.additionalProperty}`;
    pointers.set(finding, [...(pointers.get(finding) ?? []), error.instancePath]);
  }
  const pathsOf = (finding: string) => (pointers.get(finding) ?? []).map(pathFromPointer);

  /**
   * The fields right after the empty field at `pointer` in its group, so lined up with it, that its own value has:
   * they were meant to be inside it when one of them at least is unknown where it is.
   */
  function linedUpBelow(pointer: string, fields: Record<string, unknown>) {
    const path = pathFromPointer(pointer);
    const container = pointer.slice(0, pointer.lastIndexOf('/'));
    const group = blockMapAt(path.slice(0, -1));
    const pair = group?.items.find((each) => each.key.value === path[path.length - 1]);
    if (!pair) return undefined;
    const found: { line: number; name: string }[] = [];
    for (const next of group!.items.slice(group!.items.indexOf(pair) + 1)) {
      const name = String(next.key.value);
      if (!Object.hasOwn(fields, name)) break;
      found.push({ line: at(next.key.range![0]).line, name });
    }
    const { line, col } = at(pair.key.range![0]);
    const strays = found.some((field) => pointers.get(`additionalProperties ${field.name}`)?.includes(container));
    return strays ? { line, col, name: String(pair.key.value), found } : undefined;
  }

  // Empty fields where a group of fields belongs (their schema has fields), with the fields lined up below them.
  const emptyGroups = new Map<ErrorObject, NonNullable<ReturnType<typeof linedUpBelow>>>();
  for (const error of errors) {
    if (error.data !== null) continue;
    const fields = (error.parentSchema as { properties?: Record<string, unknown> }).properties ?? {};
    const linedUp = linedUpBelow(error.instancePath, fields);
    if (linedUp) emptyGroups.set(error, linedUp);
  }

  function emptyGroupHint(error: ErrorObject): string | undefined {
    const linedUp = emptyGroups.get(error);
    if (!linedUp) return undefined;
    const { found, col } = linedUp;
    const one = found.length === 1;
    return (
      `${namesInWords(found.map((field) => field.name))} below it (${linesInWords(found[0].line, found[found.length - 1].line)}) ` +
      `${one ? 'is' : 'are'} lined up with it, so not inside it: move ${one ? 'it' : 'them'} 2 spaces right, to column ${col + 2}`
    );
  }

  /** An unknown field that is one of the fields lined up below an empty field. */
  function belongsInEmptyGroup(path: DataPath, key: string): string | undefined {
    const pair = pairAt(path, key);
    const line = pair && at(pair.key.range![0]).line;
    for (const linedUp of emptyGroups.values())
      if (linedUp.found.some((field) => field.line === line))
        return `It belongs inside "${linedUp.name}" (line ${linedUp.line}): move it 2 spaces right, to column ${linedUp.col + 2}.`;
    return undefined;
  }

  /**
   * Field `key`, missing from the group at `home` and unknown in the group at `away`, one inside the other: the field
   * is out of line with its group when it sits right where that group ends (below its last line, or as the last line
   * of a group inside it). Where it is, where it belongs and the field it lines up with there.
   */
  function strayField(home: DataPath, away: DataPath, key: string) {
    const group = blockMapAt(home);
    const pair = pairAt(away, key);
    if (!group || !pair) return undefined;
    const { line, col } = at(pair.key.range![0]);
    const column = at(group.items[0].key.range![0]).col;
    const inside = home.every((segment, index) => segment === away[index]);
    if (inside) {
      // Inside a group of the group it belongs to: it must be the last line of that inner group.
      const below = contentLineBelow(lines, at(pair.value!.range![1] - 1).line);
      if (below !== undefined && lines[below - 1].search(/\S/) + 1 > column) return undefined;
    } else {
      // After the group it belongs to: the line above it must be that group's.
      const above = contentLineAbove(lines, line);
      if (above < at(group.range![0]).line || above > at(group.range![1] - 1).line) return undefined;
    }
    // The field it lines up with: the one whose value holds it, or the last of the group it follows.
    const neighbour = inside
      ? group.items.find((each) => each.key.value === away[home.length])!
      : group.items[group.items.length - 1];
    const shift = column - col;
    return {
      line,
      column,
      move: `${spaces(Math.abs(shift))} ${shift < 0 ? 'left' : 'right'}`,
      neighbour: `"${String(neighbour.key.value)}" (line ${at(neighbour.key.range![0]).line})`,
    };
  }

  function missingHere(home: DataPath, key: string): string | undefined {
    for (const away of pathsOf(`additionalProperties ${key}`)) {
      const stray = strayField(home, away, key);
      if (stray)
        return `it is on line ${stray.line}, out of line with the fields here: move it ${stray.move}, to column ${stray.column}, in line with ${stray.neighbour}`;
    }
    return undefined;
  }

  function unknownHere(away: DataPath, key: string): string | undefined {
    for (const home of pathsOf(`required ${key}`)) {
      const stray = strayField(home, away, key);
      if (stray)
        return `It is missing from the fields lined up with ${stray.neighbour}: move it ${stray.move}, to column ${stray.column}.`;
    }
    return belongsInEmptyGroup(away, key);
  }

  return (error) => {
    const path = pathFromPointer(error.instancePath);
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    if (error.keyword === 'required') return missingHere(path, params.missingProperty!);
    if (error.keyword === 'additionalProperties') return unknownHere(path, params.additionalProperty!);
    return Array.isArray(error.data) ? listInList(path) : emptyGroupHint(error);
  };
}
