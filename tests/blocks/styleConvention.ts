/**
 * The one way styles are written (docs/blocks-contract.md, "Styles: one way to write them"), as a check on a source
 * file's text:
 *
 * - an inline style in a `css` prop (an object, or an object returned by a function of the theme) has at most three
 *   properties, and no selector, media query or nested object;
 * - a style the file declares itself and hands to a `css` prop is named `…Styles`, typed `CSSObject` (an object
 *   annotated `: CSSObject`, a function with the return type `CSSObject`) and declared after the file's functions.
 *
 * Styles imported from the UI kit (`cardLift`, `bareList`, `cardGrid(…)`) are the kit's vocabulary and not checked
 * here. The file is parsed with Vite's parser (oxc), so the check sees the code as the compiler does, not as text.
 */
import { parseAst } from 'vite';

export interface StyleFinding {
  line: number;
  message: string;
}

export const MAX_INLINE_PROPERTIES = 3;

/** The few fields of an ESTree node this check reads. */
interface Node {
  type: string;
  start: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The props that take Emotion styles: `css` on any element, `styles` on `<Global>`. */
const styleProps = new Set(['css', 'styles']);

interface Declaration {
  node: Node;
  name: string;
}

export function styleConventionFindings(source: string, fileName = 'file.tsx'): StyleFinding[] {
  const program = parseAst(source, { lang: fileName.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as Node;
  const lineOf = (node: Node) => source.slice(0, node.start).split('\n').length;
  const findings: StyleFinding[] = [];
  const report = (node: Node, message: string) => findings.push({ line: lineOf(node), message });

  const declarations = moduleDeclarations(program);
  const checkedNames = new Set<string>();

  const checkInline = (object: Node) => {
    const properties = object.properties as Node[];
    if (properties.length > MAX_INLINE_PROPERTIES) {
      report(object, `inline style with ${properties.length} properties: name it (…Styles) at the end of the file`);
    }
    for (const property of properties) {
      if (property.type !== 'Property') continue;
      const key = property.key as Node;
      if (property.computed) report(property, 'inline style with a media query or computed key: name it (…Styles)');
      else if (key.type === 'Literal' && /[&:@.#[>+~]/.test(String(key.value)))
        report(property, `inline style with the selector '${String(key.value)}': name it (…Styles)`);
      else if (isNode(property.value) && property.value.type === 'ObjectExpression')
        report(property, 'inline style with a nested object: name it (…Styles)');
    }
  };

  const checkNamed = (name: string, at: Node) => {
    const declaration = declarations.get(name);
    if (!declaration || checkedNames.has(name)) return;
    checkedNames.add(name);
    const problem = namedStyleProblem(declaration);
    if (problem) report(at, `style '${name}' ${problem}`);
  };

  const checkStyleValue = (value: unknown): void => {
    if (!isNode(value)) return;
    switch (value.type) {
      case 'ObjectExpression':
        checkInline(value);
        break;
      case 'ArrayExpression':
        (value.elements as unknown[]).forEach(checkStyleValue);
        break;
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        returnedValues(value).forEach(checkStyleValue);
        break;
      case 'LogicalExpression':
        checkStyleValue(value.left);
        checkStyleValue(value.right);
        break;
      case 'ConditionalExpression':
        checkStyleValue(value.consequent);
        checkStyleValue(value.alternate);
        break;
      case 'ParenthesizedExpression':
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
        checkStyleValue(value.expression);
        break;
      case 'Identifier':
        checkNamed(value.name as string, value);
        break;
      case 'CallExpression': {
        const callee = value.callee as Node;
        if (callee.type === 'Identifier') checkNamed(callee.name as string, value);
        break;
      }
    }
  };

  walk(program, (node) => {
    if (node.type !== 'JSXAttribute') return;
    const name = node.name as Node;
    const value = node.value as Node | null;
    if (name.type !== 'JSXIdentifier' || !styleProps.has(name.name as string)) return;
    if (value?.type === 'JSXExpressionContainer') checkStyleValue(value.expression);
  });

  // A file's own styles come after its components and hooks, where a reader looks for them.
  const lastFunction = lastFunctionStart(program);
  for (const name of checkedNames) {
    const declaration = declarations.get(name)!;
    if (!declaration.name.endsWith('Styles') || declaration.node.start > lastFunction) continue;
    report(declaration.node, `style '${name}' is declared before a function of the file: move it to the end`);
  }

  // Styles typed CSSObject but named otherwise, even when a css prop reaches them only through another style.
  for (const [name, declaration] of declarations) {
    if (!checkedNames.has(name) && !declaration.name.endsWith('Styles') && declaresCssObject(declaration.node)) {
      report(declaration.node, `style '${name}' is typed CSSObject but not named …Styles`);
    }
  }

  return findings.sort((a, b) => a.line - b.line);
}

/** The top-level `const`s and functions of a file that are not exported: the file's own names. */
function moduleDeclarations(program: Node): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const statement of program.body as Node[]) {
    if (statement.type === 'FunctionDeclaration' && isNode(statement.id)) {
      found.set(statement.id.name as string, { node: statement, name: statement.id.name as string });
    }
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node;
        if (id.type === 'Identifier') found.set(id.name as string, { node: declarator, name: id.name as string });
      }
    }
  }
  return found;
}

/** Where the file's last function that is not a style starts (a component, a hook, a helper). */
function lastFunctionStart(program: Node): number {
  let last = -1;
  for (const statement of program.body as Node[]) {
    const inner =
      statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration) ? statement.declaration : statement;
    if (inner.type === 'FunctionDeclaration' && !/Styles$/.test(String((inner.id as Node | null)?.name))) {
      last = Math.max(last, statement.start);
    }
  }
  return last;
}

/** Why a file's own style breaks the convention, or undefined. */
function namedStyleProblem({ node, name }: Declaration): string | undefined {
  if (!name.endsWith('Styles')) return 'is not named …Styles';
  if (node.type === 'FunctionDeclaration') {
    return isCssObjectType(node.returnType) ? undefined : 'does not return the type CSSObject';
  }
  const init = node.init as Node | null;
  if (!init) return undefined;
  if (init.type === 'ObjectExpression' || init.type === 'TSAsExpression') {
    return isCssObjectType((node.id as Node).typeAnnotation) ? undefined : 'is not typed CSSObject';
  }
  if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') {
    return isCssObjectType(init.returnType) ? undefined : 'does not return the type CSSObject';
  }
  return undefined; // built by a UI-kit helper, such as cardGrid(…): its type comes from there
}

function declaresCssObject(node: Node): boolean {
  if (node.type === 'FunctionDeclaration') return isCssObjectType(node.returnType);
  const init = node.init as Node | null;
  if (isCssObjectType((node.id as Node).typeAnnotation)) return true;
  return isNode(init) && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')
    ? isCssObjectType(init.returnType)
    : false;
}

function isCssObjectType(annotation: unknown): boolean {
  if (!isNode(annotation)) return false;
  const type = annotation.typeAnnotation as Node;
  const typeName = type?.type === 'TSTypeReference' ? (type.typeName as Node) : undefined;
  return typeName?.type === 'Identifier' && typeName.name === 'CSSObject';
}

/** What a function hands back: its expression body, or the values of the returns of its own body. */
function returnedValues(fn: Node): unknown[] {
  const body = fn.body as Node;
  if (body.type !== 'BlockStatement') return [body];
  const values: unknown[] = [];
  walk(
    body,
    (node) => {
      if (node.type === 'ReturnStatement') values.push(node.argument);
    },
    (node) => node !== body && /Function/.test(node.type),
  );
  return values;
}

function walk(node: Node, visit: (node: Node) => void, skip: (node: Node) => boolean = () => false): void {
  if (skip(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit, skip);
    } else if (isNode(value)) walk(value, visit, skip);
  }
}
