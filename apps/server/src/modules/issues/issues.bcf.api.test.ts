import { type Issue, issueRoutes } from '@spatium/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/support/app.ts';
import { buildCatalogue } from '../../../test/support/catalogue.ts';
import { buildTenants, buildUser, signIn } from '../../../test/support/factories.ts';
import { bcfGuid } from './issues.bcf.ts';

type Caller = 'member' | 'colleague' | 'noAccess' | 'restricted' | 'outsider';

describe('issues as BCF 2.1', () => {
  const app = useTestApp();
  const tokens = {} as Record<Caller, string>;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  let companyId: number;
  let modelIssue: Issue;
  let privateIssue: Issue;
  let lowIssue: Issue;

  const raise = async (caller: Caller, body: Record<string, unknown>) => {
    const created = await app.call<Issue>(issueRoutes.createIssue, {
      token: tokens[caller],
      body: { oldsubproject: world.subproject.id, ...body },
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  /** Downloads the export and unzips it: file name → text. */
  const exportFor = async (caller: Caller, query: Record<string, string> = {}) => {
    const url = new URL(`/api${issueRoutes.exportIssuesBcf.path}`, app.url);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await fetch(url, { headers: { authorization: `Bearer ${tokens[caller]}` } });
    if (response.status !== 200) return { status: response.status, files: {} as Record<string, string> };
    expect(response.headers.get('content-disposition')).toContain('issues.bcf');
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const files = Object.fromEntries(
      Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    return { status: 200, files };
  };
  const topicsIn = (files: Record<string, string>) =>
    Object.keys(files)
      .filter((name) => name.endsWith('/markup.bcf'))
      .map((name) => name.split('/')[0])
      .sort();
  const topicOf = (issue: Issue) => bcfGuid('topic', companyId, issue.id);

  beforeAll(async () => {
    const tenants = await buildTenants(app);
    companyId = tenants.company.id;
    const colleague = await buildUser(app.db, { companyId, username: 'kari.nordmann' });
    const noAccess = await buildUser(app.db, { companyId });
    world = await buildCatalogue(app.db, tenants, [tenants.member.id, colleague.id]);
    const users = {
      member: tenants.member,
      colleague,
      noAccess,
      restricted: tenants.restricted,
      outsider: tenants.outsider,
    };
    for (const [caller, user] of Object.entries(users) as [Caller, { email: string }][])
      tokens[caller] = await signIn(app, user.email);
    modelIssue = await raise('colleague', {
      title: 'Clash: duct <through> beam & slab',
      description: 'Duct "D-12" runs through the beam.',
      severity: 'critical',
      share_with_company: true,
      coordinates: { lat: 59.91, lon: 10.75 },
      viewpoint: { position: [10, 20, 3], target: [10, 30, 3], element: '2O2Fr$t4X7Zf8NOew3FLOH' },
    });
    expect(modelIssue.viewpoint?.element).toBe('2O2Fr$t4X7Zf8NOew3FLOH');
    lowIssue = await raise('colleague', {
      title: 'Paint scratch',
      severity: 'low',
      share_with_company: true,
    });
    privateIssue = await raise('member', { title: 'My own note', severity: 'medium' });
    const message = await app.call(issueRoutes.addIssueMessage, {
      token: tokens.member,
      params: { id: modelIssue.id },
      body: { body: 'Rerouting the duct under the beam.' },
    });
    expect(message.status).toBe(201);
  });

  it('writes bcf.version, and per issue a topic folder with its markup and its messages as comments', async () => {
    const { status, files } = await exportFor('member');
    expect(status).toBe(200);
    expect(files['bcf.version']).toContain('<Version VersionId="2.1"');
    expect(files['bcf.version']).toContain('<DetailedVersion>2.1</DetailedVersion>');
    expect(topicsIn(files)).toEqual([topicOf(modelIssue), topicOf(lowIssue), topicOf(privateIssue)].sort());
    const markup = files[`${topicOf(modelIssue)}/markup.bcf`]!;
    expect(markup).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(markup).toContain(`<Topic Guid="${topicOf(modelIssue)}" TopicType="Issue" TopicStatus="Active">`);
    expect(markup).toContain('<Title>Clash: duct &lt;through&gt; beam &amp; slab</Title>');
    expect(markup).toContain('<Priority>Critical</Priority>');
    expect(markup).toContain('<CreationAuthor>kari.nordmann</CreationAuthor>');
    expect(markup).toContain('<Labels>Fjordbyen Block A</Labels>');
    expect(markup).toContain('Duct &quot;D-12&quot; runs through the beam.');
    expect(markup).toContain('Location: 59.91, 10.75 (WGS 84)');
    expect(markup).toMatch(
      /<Comment Guid="[0-9a-f-]{36}"><Date>[^<]+<\/Date><Author>[^<]+<\/Author><Comment>Rerouting the duct under the beam.<\/Comment><\/Comment>/,
    );
    // Topic, then comments, then viewpoints: the order markup.xsd requires.
    expect(markup.indexOf('</Topic>')).toBeLessThan(markup.indexOf('<Comment '));
    expect(markup.indexOf('<Comment ')).toBeLessThan(markup.indexOf('<Viewpoints'));
    expect(markup).toContain('<Viewpoint>viewpoint.bcfv</Viewpoint>');
    // Guids are stable: a second export names the same topics.
    expect(topicsIn((await exportFor('member')).files)).toEqual(topicsIn(files));
  });

  it('writes a viewpoint only for an issue with viewer coordinates', async () => {
    const { files } = await exportFor('member');
    const viewpoint = files[`${topicOf(modelIssue)}/viewpoint.bcfv`]!;
    expect(viewpoint).toContain('<PerspectiveCamera>');
    expect(viewpoint).toContain('<CameraViewPoint><X>10</X><Y>20</Y><Z>3</Z></CameraViewPoint>');
    expect(viewpoint).toContain('<CameraDirection><X>0</X><Y>1</Y><Z>0</Z></CameraDirection>');
    expect(viewpoint).toContain('<CameraUpVector><X>0</X><Y>0</Y><Z>1</Z></CameraUpVector>');
    // The BIM element selected when it was raised, before the camera as visinfo.xsd orders them.
    expect(viewpoint).toContain(
      '<Components><Selection><Component IfcGuid="2O2Fr$t4X7Zf8NOew3FLOH"/></Selection><Visibility DefaultVisibility="true"/></Components><PerspectiveCamera>',
    );
    expect(files[`${topicOf(lowIssue)}/viewpoint.bcfv`]).toBeUndefined();
    expect(files[`${topicOf(lowIssue)}/markup.bcf`]).not.toContain('<Viewpoints');
  });

  it('honours the list’s filters', async () => {
    const critical = await exportFor('member', { severity: 'critical' });
    expect(topicsIn(critical.files)).toEqual([topicOf(modelIssue)]);
    const mine = await exportFor('member', { status: 'created' });
    expect(topicsIn(mine.files)).toEqual([topicOf(privateIssue)]);
    const resolved = await exportFor('member', { status: 'resolved' });
    expect(topicsIn(resolved.files)).toEqual([]);
    expect(resolved.files['bcf.version']).toBeDefined();
    expect((await exportFor('member', { severity: 'dreadful' })).status).toBe(400);
  });

  it('exports only what the caller may see: nothing of another company, of private issues or of content without access', async () => {
    expect(topicsIn((await exportFor('colleague')).files)).toEqual(
      [topicOf(modelIssue), topicOf(lowIssue)].sort(),
    );
    expect(topicsIn((await exportFor('noAccess')).files)).toEqual([]);
    const outsider = await exportFor('outsider');
    expect(outsider.status).toBe(200);
    expect(topicsIn(outsider.files)).toEqual([]);
    expect((await exportFor('restricted')).status).toBe(403);
  });
});
