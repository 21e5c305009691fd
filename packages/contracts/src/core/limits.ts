/** Business constants of SPEC §9. */
export const limits = {
  /** getme lists at most this many sub-project and map ids, so its size does not grow with the account. */
  profileIdsMax: 100,
  searchMinLength: 3,
  annotationMinLength: 3,
  analyticsHeartbeatMs: 15_000,
  deletedNoticeMs: 1000,
  chunkLoadTimeoutMs: 120_000,
  menuLinkLevels: 4,
  passwordMinLength: 8,
  avatarMaxBytes: 5 * 1024 * 1024,
  resetTokenTtlMinutes: 60,
  inviteTtlDays: 14,
  /** A socket that has not proven its session (validateMe) by then is closed. */
  realtimeValidateWithinMs: 5000,
  /** Open, validated sockets per user, counted over every API instance; one more is refused. */
  realtimeSocketsPerUser: 20,
  /** An API token lives at most this long; a leaked one that nobody revoked dies on its own. */
  apiTokenMaxDays: 365,
} as const;

/** Default folders of every profile (SPEC §3, §9). */
export const defaultFolders = [
  { id: 1, name: 'Root', parent: null, path: '/' },
  { id: 2, name: 'My Snapshots', parent: 1, path: '/My Snapshots' },
  { id: 3, name: 'Uploads', parent: 1, path: '/Uploads' },
] as const;

export const defaultMarkerStyle = { width: 150, height: 100, line: 80 } as const;
export const severities = ['very low', 'low', 'medium', 'high', 'critical'] as const;
export const issueStatuses = ['created', 'shared', 'resolved'] as const;
export const importances = ['low', 'medium', 'high'] as const;
