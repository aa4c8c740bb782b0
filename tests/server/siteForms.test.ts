// @vitest-environment node
/**
 * The forms of the site being served (src/server/quotes/siteForms.ts): the server starts without compiling any
 * form's rules, compiles a form's at its first request and keeps them; and a field named like a member every object
 * has (constructor) is a field like any other in a post.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../../src/quotes/formFields';
import { cleanupAfterEach, contactForm, removeDir, startTestApp, writeFakeDist } from './helpers';
import { postForm, postJson } from './rawHttp';

const cleanup = cleanupAfterEach();
afterEach(() => vi.restoreAllMocks());

/** The contact form of the fake build under another id, with `fields` added to its own. */
const formOf = (id: string, fields: FormDefinition['fields'] = []): FormDefinition => ({
  ...contactForm,
  id,
  page: id,
  fields: [...contactForm.fields, ...fields],
});

async function serverWith(forms: FormDefinition[]) {
  const distDir = writeFakeDist({ forms });
  const server = await startTestApp({ distDir });
  cleanup(() => removeDir(server.dataDir));
  cleanup(() => removeDir(distDir));
  cleanup(() => server.close());
  return server;
}

describe('the rules of a form', () => {
  it('are compiled at its first request, not when the server starts, and only once', async () => {
    const compile = vi.spyOn(Ajv2020.prototype, 'compile');
    // A form's schema is the one with the time trap among its fields; anything else compiled is not counted.
    const formsCompiled = () =>
      compile.mock.calls.filter(([schema]) => Object.hasOwn(Object(Object(schema).properties), 'fillTimeMs')).length;
    const server = await serverWith(['/a', '/b', '/c'].map((id) => formOf(id)));
    expect(formsCompiled()).toBe(0);

    expect((await postJson(server.port, { form: '/b', email: 'ann@example.com' })).status).toBe(201);
    expect(formsCompiled()).toBe(1);
    expect((await postJson(server.port, { form: '/b', email: 'bo@example.com' })).status).toBe(201);
    expect(formsCompiled()).toBe(1);
    expect((await postJson(server.port, { form: '/c', email: 'cy@example.com' })).status).toBe(201);
    expect(formsCompiled()).toBe(2);
  });
});

describe('a field named like a member every object has', () => {
  const builder = { name: 'constructor', kind: 'text', label: 'Builder' } as const;

  it('left empty in the plain form, is taken as left empty', async () => {
    const server = await serverWith([formOf('/contact', [builder])]);
    const response = await postForm(server.port, { form: '/contact', email: 'ann@example.com', constructor: '' });
    expect(response.status).toBe(303);
  });

  it('left out of a JSON request, is missing, and the request is taken', async () => {
    const server = await serverWith([formOf('/contact', [builder])]);
    expect((await postJson(server.port, { form: '/contact', email: 'ann@example.com' })).status).toBe(201);
  });
});
