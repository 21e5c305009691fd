import type { IssueStatus, Severity } from '@spatium/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/database/db.ts';
import { chatChannels, chatMessages, chatReads } from '../chat/chat.schema.ts';
import { issueMessages, issues } from '../issues/issues.schema.ts';
import { notifications } from '../notifications/notifications.schema.ts';
import { oldsubprojects } from '../projects/projects.schema.ts';

interface People {
  nordvik: number;
  fjordline: number;
  admin: number;
  user: number;
  companyAdmin: number;
  other: number;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * Chat and issues for a first start: Nordvik's company channel, Block A's content channel with a
 * thread and a mention, a personal conversation, private notes; issues of every severity and status
 * around Bergen's harbour, some on the project map, with message threads; Fjordline has its own, which
 * Nordvik's users never see.
 */
export async function seedCollaboration(tx: Executor, people: People): Promise<void> {
  const subs = await tx
    .select({ id: oldsubprojects.id, title: oldsubprojects.title })
    .from(oldsubprojects)
    .where(inArray(oldsubprojects.companyId, [people.nordvik, people.fjordline]));
  const sub = (title: string) => subs.find((s) => s.title === title)!.id;
  const blockA = sub('Fjordbyen Block A');
  const facade = sub('Havnelageret facade');
  const abutment = sub('E39 north abutment');

  const [company, content, direct, notes, fjordlineCompany] = await tx
    .insert(chatChannels)
    .values([
      { companyId: people.nordvik, kind: 'company' },
      { companyId: people.nordvik, kind: 'content', oldsubprojectId: blockA },
      {
        companyId: people.nordvik,
        kind: 'direct',
        userA: Math.min(people.user, people.companyAdmin),
        userB: Math.max(people.user, people.companyAdmin),
      },
      { companyId: people.nordvik, kind: 'notes', userA: people.user },
      { companyId: people.fjordline, kind: 'company' },
    ])
    .returning({ id: chatChannels.id });

  const say = async (channelId: number, authorId: number, body: string, minutes: number, extra = {}) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ channelId, authorId, body, createdAt: minutesAgo(minutes), ...extra })
      .returning({ id: chatMessages.id });
    return row!.id;
  };
  const welcome = await say(
    company!.id,
    people.companyAdmin,
    'Welcome to the Nordvik Bygg channel, everyone!',
    600,
  );
  await say(company!.id, people.admin, 'Site offices close at 15:00 on Friday for the safety briefing.', 300);
  await say(company!.id, people.user, 'Thanks! Will the briefing be recorded?', 290, { parentId: welcome });
  await say(
    content!.id,
    people.companyAdmin,
    'Block A: scaffolding on the north side comes down on Thursday.',
    240,
  );
  await say(
    content!.id,
    people.user,
    'The laser scan of week 12 is uploaded; the ramp looks off by 2 cm.',
    200,
  );
  const mention = await say(
    content!.id,
    people.companyAdmin,
    '@user can you raise an issue for the ramp, with a photo?',
    120,
    {
      mentions: [people.user],
    },
  );
  await say(direct!.id, people.companyAdmin, 'Do you have the keys for the Havnelageret container?', 90);
  await say(direct!.id, people.user, 'Yes, I will bring them tomorrow morning.', 85);
  await say(notes!.id, people.user, 'Remember: order anchor bolts for the facade brackets.', 60);
  await say(fjordlineCompany!.id, people.other, 'Pier 4 pour is confirmed for Monday.', 30);
  // The company admin has read everything; the user has the mention still to read.
  await tx.insert(chatReads).values([
    { channelId: company!.id, userId: people.companyAdmin, lastReadId: welcome + 2 },
    { channelId: content!.id, userId: people.companyAdmin, lastReadId: mention },
  ]);

  type Seed = [string, Severity, IssueStatus, number, number, number, string | null, boolean, number];
  // title, severity, status, sub-project, lat, lon, road, on the map, created by
  const seeds: Seed[] = [
    [
      'Crack in the parking ramp',
      'critical',
      'shared',
      blockA,
      60.3953,
      5.3221,
      'Strandkaien',
      true,
      people.user,
    ],
    [
      'Missing railing at stair 2',
      'high',
      'shared',
      blockA,
      60.3957,
      5.3229,
      'Strandkaien',
      true,
      people.companyAdmin,
    ],
    [
      'Water on level 1 after rain',
      'medium',
      'resolved',
      blockA,
      60.3949,
      5.3215,
      'Strandgaten',
      false,
      people.companyAdmin,
    ],
    ['Scratched window frame, flat 3B', 'low', 'shared', blockA, 60.3951, 5.3224, null, false, people.user],
    [
      'Label missing on fire door',
      'very low',
      'resolved',
      blockA,
      60.3955,
      5.3219,
      null,
      false,
      people.admin,
    ],
    [
      'Loose facade panel, east side',
      'high',
      'shared',
      facade,
      60.3972,
      5.3243,
      'Bryggen',
      true,
      people.companyAdmin,
    ],
    [
      'Check mortar joints at the gable',
      'medium',
      'created',
      facade,
      60.3975,
      5.3247,
      'Bryggen',
      false,
      people.user,
    ],
  ];
  const created = await tx
    .insert(issues)
    .values(
      seeds.map(
        ([title, severity, status, oldsubprojectId, lat, lon, roadName, showInProjectMap, createdBy], i) => ({
          companyId: people.nordvik,
          oldsubprojectId,
          title,
          description: `${title}. Found during the weekly inspection.`,
          severity,
          status,
          lat,
          lon,
          roadName,
          shareWithCompany: status !== 'created',
          showInProjectMap,
          lineWidth: 80,
          color: ['#e03131', '#e8590c', '#f08c00', '#1c7ed6', '#868e96', '#e8590c', '#f08c00'][i]!,
          createdBy,
          createdAt: minutesAgo(1000 - i * 100),
          updatedAt: minutesAgo(900 - i * 100),
        }),
      ),
    )
    .returning({ id: issues.id, title: issues.title });
  await tx.insert(issues).values({
    companyId: people.fjordline,
    oldsubprojectId: abutment,
    title: 'Settlement at the north abutment',
    description: 'Survey shows 6 mm since last month.',
    severity: 'critical',
    status: 'shared',
    lat: 60.1412,
    lon: 5.4325,
    roadName: 'EV39',
    shareWithCompany: true,
    showInProjectMap: true,
    lineWidth: 80,
    color: '#e03131',
    createdBy: people.other,
  });
  const [ramp, railing, , , , panel] = created;
  await tx.insert(issueMessages).values([
    {
      issueId: ramp!.id,
      authorId: people.companyAdmin,
      body: 'Structural engineer is coming on Wednesday.',
      createdAt: minutesAgo(500),
    },
    {
      issueId: ramp!.id,
      authorId: people.user,
      body: 'I marked the crack with spray paint.',
      createdAt: minutesAgo(480),
    },
    {
      issueId: railing!.id,
      authorId: people.user,
      body: 'Temporary barrier is in place.',
      createdAt: minutesAgo(400),
    },
    {
      issueId: panel!.id,
      authorId: people.admin,
      body: 'Area below is fenced off until the panel is fixed.',
      createdAt: minutesAgo(350),
    },
  ]);
  await tx.insert(notifications).values([
    {
      userId: people.user,
      type: 'mention',
      model: 'messages',
      result: {
        id: mention,
        title: '@user can you raise an issue for the ramp, with a photo?',
        channel: content!.id,
        by: 'companyadmin',
      },
    },
    {
      userId: people.user,
      type: 'issue_created',
      model: 'issues',
      result: { id: panel!.id, title: panel!.title },
    },
  ]);
}
