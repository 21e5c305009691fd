import { z } from 'zod';
import { messages } from '../core/errors.ts';
import { defaultMarkerStyle, importances, limits } from '../core/limits.ts';
import { id, text } from '../core/primitives.ts';
import { MenuLinks } from '../menu/menu.ts';
import { Overrides } from '../settings/settings.ts';
import { Abilities, Tag } from './content.ts';
import { WebhookEvents, webhookEvents } from './webhooks.ts';

const Title = text({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(200);
const Color = text().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #2f9e44');

export const CompanySettings = z.object({
  departments: z.array(text().trim().min(1).max(100)).max(200),
  settings: z.object({ start_at: text().max(200).nullable() }),
  issues: z.object({ enabled: z.boolean() }),
  chat: z.object({ enabled: z.boolean() }),
  chatbot: z.object({ enabled: z.boolean() }),
  floorplans: z.object({ enabled: z.boolean() }),
  overridemenu: z.object({ enabled: z.boolean(), data: MenuLinks }),
  mandatory_2fa: z.boolean(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

/** A company as its admins and role 3 see it (SPEC §3 Company). */
export const Company = CompanySettings.extend({
  id: z.number().int(),
  title: text(),
  admins: z.array(text()).describe('E-mail addresses of the company admins'),
  users: z.number().int().describe('How many members'),
  oldprojects: z.number().int().describe('How many projects'),
  created_at: text(),
  abilities: Abilities,
});
export type Company = z.infer<typeof Company>;
export const CompanyLight = z.object({ id: z.number().int(), title: text() });
export type CompanyLight = z.infer<typeof CompanyLight>;

export const CreateCompanyBody = z.object({ title: Title, admins: z.array(z.email()).max(100).default([]) });
export type CreateCompanyBody = z.infer<typeof CreateCompanyBody>;
/** Role 3 may change everything; a company admin only the settings part. */
export const UpdateCompanyBody = CompanySettings.partial().extend({
  title: Title.optional(),
  admins: z.array(z.email()).max(100).optional(),
});
export type UpdateCompanyBody = z.infer<typeof UpdateCompanyBody>;

export const CreateTagBody = z.object({ title: Title, color: Color.default('#228be6') });
export type CreateTagBody = z.infer<typeof CreateTagBody>;
// No defaults here: a missing colour means "unchanged", not the default colour.
export const UpdateTagBody = z.object({ title: Title.optional(), color: Color.optional() });
export type UpdateTagBody = z.infer<typeof UpdateTagBody>;
export const TagWithCompany = Tag.extend({ company: z.number().int() });
export type TagWithCompany = z.infer<typeof TagWithCompany>;

/** An API token for integrations; the secret is shown once, at creation. */
export const ApiToken = z.object({
  id: z.number().int(),
  name: text(),
  company: z.number().int(),
  prefix: text().describe('First characters of the token, to recognise it'),
  created_at: text(),
  last_used_at: text().nullable(),
  expires_at: text().nullable().describe('After this the token is refused; null: it never expires'),
});
export type ApiToken = z.infer<typeof ApiToken>;
export const CreateTokenBody = z.object({
  name: Title,
  company: id().optional(),
  expires_in_days: z
    .number({ error: 'Choose how many days the token lives' })
    .int('Choose a whole number of days')
    .min(1, 'A token lives at least 1 day')
    .max(limits.apiTokenMaxDays, `A token lives at most ${limits.apiTokenMaxDays} days`)
    .optional()
    .describe('Days until the token expires; left out, it never expires'),
});
export type CreateTokenBody = z.infer<typeof CreateTokenBody>;
export const CreatedToken = ApiToken.extend({ token: text().describe('Shown only now') });
export type CreatedToken = z.infer<typeof CreatedToken>;

export const HotspotStyle = z.object({
  width: z.number().int().min(10).max(2000).default(defaultMarkerStyle.width),
  height: z.number().int().min(10).max(2000).default(defaultMarkerStyle.height),
  line: z.number().int().min(0).max(2000).default(defaultMarkerStyle.line),
  color: Color.default('#fab005'),
  icon: text().max(60).default('info'),
});
export type HotspotStyle = z.infer<typeof HotspotStyle>;
/** A hotspot: a marker template or a point of interest (importance SPEC §3). */
export const Hotspot = z.object({
  id: z.number().int(),
  title: text(),
  description: text(),
  type: z.enum(['info', 'link', 'poi']),
  importance: z.enum(importances),
  style: HotspotStyle,
  company: z.number().int(),
  tour: z.number().int().nullable(),
  created_at: text(),
  abilities: Abilities,
});
export type Hotspot = z.infer<typeof Hotspot>;
export const CreateHotspotBody = z.object({
  title: Title,
  description: text().max(5000).default(''),
  type: z.enum(['info', 'link', 'poi']).default('info'),
  importance: z.enum(importances).default('medium'),
  style: HotspotStyle.default(HotspotStyle.parse({})),
  tour: id().nullable().default(null),
  company: id().optional(),
});
export type CreateHotspotBody = z.infer<typeof CreateHotspotBody>;
// Update bodies are written out without defaults: a default inside .partial() is filled in for
// every field left out, so changing one field would reset the others.
export const UpdateHotspotBody = z
  .object({
    title: Title,
    description: text().max(5000),
    type: z.enum(['info', 'link', 'poi']),
    importance: z.enum(importances),
    style: z
      .object({
        width: z.number().int().min(10).max(2000),
        height: z.number().int().min(10).max(2000),
        line: z.number().int().min(0).max(2000),
        color: Color,
        icon: text().max(60),
      })
      .partial()
      .describe('Only the style fields to change'),
    tour: id().nullable(),
  })
  .partial();
export type UpdateHotspotBody = z.infer<typeof UpdateHotspotBody>;

/** A group of users inside a company (e.g. a site crew), for granting access in one step. */
export const Group = z.object({
  id: z.number().int(),
  title: text(),
  company: z.number().int(),
  users: z.array(z.number().int()),
  created_at: text(),
  abilities: Abilities,
});
export type Group = z.infer<typeof Group>;
export const CreateGroupBody = z.object({
  title: Title,
  users: z.array(id()).max(10_000).default([]),
  company: id().optional(),
});
export type CreateGroupBody = z.infer<typeof CreateGroupBody>;
export const UpdateGroupBody = z
  .object({
    title: Title,
    users: z.array(id()).max(10_000).describe('Replaces the members'),
  })
  .partial();
export type UpdateGroupBody = z.infer<typeof UpdateGroupBody>;

/** A named place on the map (a site, an office). */
export const Place = z.object({
  id: z.number().int(),
  title: text(),
  company: z.number().int(),
  lat: z.number(),
  lon: z.number(),
  address: text(),
  created_at: text(),
  abilities: Abilities,
});
export type Place = z.infer<typeof Place>;
export const CreatePlaceBody = z.object({
  title: Title,
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  address: text().max(500).default(''),
  company: id().optional(),
});
export type CreatePlaceBody = z.infer<typeof CreatePlaceBody>;
export const UpdatePlaceBody = z
  .object({
    title: Title,
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    address: text().max(500),
  })
  .partial();
export type UpdatePlaceBody = z.infer<typeof UpdatePlaceBody>;

/**
 * A connection to an outside system. A `webhook` is sent every event it subscribes to, signed with
 * its secret (docs/WEBHOOKS.md); the other types are records of a connection made elsewhere.
 * Secrets are never sent back, except once when the server generates one.
 */
export const Integration = z.object({
  id: z.number().int(),
  title: text(),
  type: z.enum(['webhook', 'sharepoint', 'procore', 'autodesk', 'custom']),
  company: z.number().int(),
  url: text(),
  enabled: z.boolean(),
  events: z.array(text()).describe('The webhook events it subscribes to'),
  has_secret: z.boolean(),
  created_at: text(),
  abilities: Abilities,
});
export type Integration = z.infer<typeof Integration>;
/** Created: with the generated signing secret when none was given, shown only in this answer. */
export const CreatedIntegration = Integration.extend({
  secret: text().optional().describe('The generated secret; shown only now'),
});
export type CreatedIntegration = z.infer<typeof CreatedIntegration>;
const IntegrationUrl = z
  .url({ protocol: /^https?$/, error: 'Enter the address of the service, starting with https://' })
  .max(2000);
export const CreateIntegrationBody = z.object({
  title: Title,
  type: z.enum(['webhook', 'sharepoint', 'procore', 'autodesk', 'custom']),
  url: IntegrationUrl,
  secret: text().max(500).optional().describe('Leave out to have the server generate one'),
  enabled: z.boolean().default(true),
  events: WebhookEvents.default([...webhookEvents]).describe('Every event unless given'),
  company: id().optional(),
});
export type CreateIntegrationBody = z.infer<typeof CreateIntegrationBody>;
export const UpdateIntegrationBody = z
  .object({
    title: Title,
    type: z.enum(['webhook', 'sharepoint', 'procore', 'autodesk', 'custom']),
    url: IntegrationUrl,
    secret: text().max(500).describe('A new secret; an empty string removes it'),
    enabled: z.boolean(),
    events: WebhookEvents,
  })
  .partial();
export type UpdateIntegrationBody = z.infer<typeof UpdateIntegrationBody>;

/** GET users-permissions/roles, in the Strapi shape. */
export const RolesResponse = z.object({
  roles: z.array(z.object({ id: z.number().int(), name: text(), type: text(), description: text() })),
});
export type RolesResponse = z.infer<typeof RolesResponse>;

/** A user as admins see them in user management. */
export const AdminUser = z.object({
  id: z.number().int(),
  email: text(),
  username: text(),
  name: text(),
  role: z.number().int(),
  company: z.number().int().nullable(),
  companies: z.array(z.number().int()),
  department: text().nullable(),
  twofa_enabled: z.boolean(),
  is_company_admin: z.boolean(),
  created_at: text(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const UpdateUserBody = z.object({
  role: z.union([z.literal(3), z.literal(4), z.literal(5)]).optional(),
  department: text().max(100).nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const OverridesBody = Overrides.omit({ domain: true }).partial();
export type OverridesBody = z.infer<typeof OverridesBody>;
export const DomainParam = z.object({ domain: text().trim().toLowerCase().min(1).max(253) });
export type DomainParam = z.infer<typeof DomainParam>;
