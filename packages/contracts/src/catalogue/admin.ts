import { z } from 'zod';
import { messages } from '../errors.ts';
import { defaultMarkerStyle, importances } from '../limits.ts';
import { id, text } from '../primitives.ts';
import { Overrides } from '../settings.ts';
import { Abilities, Tag } from './content.ts';

const Title = text({ error: messages.titleRequired }).trim().min(1, messages.titleRequired).max(200);
const Color = text().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #2f9e44');

/** A link of the company's override menu; up to 4 levels deep (SPEC §9). */
export interface MenuLink {
  label: string;
  url?: string | undefined;
  children?: MenuLink[] | undefined;
}
const menuLink = (depth: number): z.ZodType<MenuLink> =>
  z.object({
    label: text().trim().min(1).max(100),
    url: text().max(2000).optional(),
    children:
      depth > 1
        ? z
            .array(menuLink(depth - 1))
            .max(50)
            .optional()
        : z.array(z.never()).max(0).optional(),
  });
export const MenuLinks = z.array(menuLink(4)).max(50);

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

/** A company as its admins and role 3 see it (SPEC §3 Company). */
export const Company = CompanySettings.extend({
  id: id(),
  title: text(),
  admins: z.array(text()).describe('E-mail addresses of the company admins'),
  users: z.number().int().describe('How many members'),
  oldprojects: z.number().int().describe('How many projects'),
  created_at: text(),
  abilities: Abilities,
});
export type Company = z.infer<typeof Company>;
export const CompanyLight = z.object({ id: id(), title: text() });

export const CreateCompanyBody = z.object({ title: Title, admins: z.array(z.email()).max(100).default([]) });
/** Role 3 may change everything; a company admin only the settings part. */
export const UpdateCompanyBody = CompanySettings.partial().extend({
  title: Title.optional(),
  admins: z.array(z.email()).max(100).optional(),
});

export const CreateTagBody = z.object({ title: Title, color: Color.default('#228be6') });
// No defaults here: a missing colour means "unchanged", not the default colour.
export const UpdateTagBody = z.object({ title: Title.optional(), color: Color.optional() });
export const TagWithCompany = Tag.extend({ company: id() });

/** An API token for integrations; the secret is shown once, at creation. */
export const ApiToken = z.object({
  id: id(),
  name: text(),
  company: id(),
  prefix: text().describe('First characters of the token, to recognise it'),
  created_at: text(),
  last_used_at: text().nullable(),
});
export const CreateTokenBody = z.object({ name: Title, company: id().optional() });
export const CreatedToken = ApiToken.extend({ token: text().describe('Shown only now') });

export const HotspotStyle = z.object({
  width: z.number().int().min(10).max(2000).default(defaultMarkerStyle.width),
  height: z.number().int().min(10).max(2000).default(defaultMarkerStyle.height),
  line: z.number().int().min(0).max(2000).default(defaultMarkerStyle.line),
  color: Color.default('#fab005'),
  icon: text().max(60).default('info'),
});
/** A hotspot: a marker template or a point of interest (importance SPEC §3). */
export const Hotspot = z.object({
  id: id(),
  title: text(),
  description: text(),
  type: z.enum(['info', 'link', 'poi']),
  importance: z.enum(importances),
  style: HotspotStyle,
  company: id(),
  tour: id().nullable(),
  created_at: text(),
  abilities: Abilities,
});
export const CreateHotspotBody = z.object({
  title: Title,
  description: text().max(5000).default(''),
  type: z.enum(['info', 'link', 'poi']).default('info'),
  importance: z.enum(importances).default('medium'),
  // prefault: the style's own defaults fill in at parse time, not by a parse when the module loads (the
  // first parse makes zod probe `new Function`, which the browser reports under the CSP).
  style: HotspotStyle.prefault({}),
  tour: id().nullable().default(null),
  company: id().optional(),
});
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

/** A group of users inside a company (e.g. a site crew), for granting access in one step. */
export const Group = z.object({
  id: id(),
  title: text(),
  company: id(),
  users: z.array(id()),
  created_at: text(),
  abilities: Abilities,
});
export const CreateGroupBody = z.object({
  title: Title,
  users: z.array(id()).max(10_000).default([]),
  company: id().optional(),
});
export const UpdateGroupBody = z
  .object({
    title: Title,
    users: z.array(id()).max(10_000).describe('Replaces the members'),
  })
  .partial();

/** A named place on the map (a site, an office). */
export const Place = z.object({
  id: id(),
  title: text(),
  company: id(),
  lat: z.number(),
  lon: z.number(),
  address: text(),
  created_at: text(),
  abilities: Abilities,
});
export const CreatePlaceBody = z.object({
  title: Title,
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  address: text().max(500).default(''),
  company: id().optional(),
});
export const UpdatePlaceBody = z
  .object({
    title: Title,
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    address: text().max(500),
  })
  .partial();

/** A connection to an outside system (a webhook, a document store). Secrets are never sent back. */
export const Integration = z.object({
  id: id(),
  title: text(),
  type: z.enum(['webhook', 'sharepoint', 'procore', 'autodesk', 'custom']),
  company: id(),
  url: text(),
  enabled: z.boolean(),
  has_secret: z.boolean(),
  created_at: text(),
  abilities: Abilities,
});
export const CreateIntegrationBody = z.object({
  title: Title,
  type: z.enum(['webhook', 'sharepoint', 'procore', 'autodesk', 'custom']),
  url: z.url({ error: 'Enter the address of the service, starting with https://' }).max(2000),
  secret: text().max(500).optional(),
  enabled: z.boolean().default(true),
  company: id().optional(),
});
export const UpdateIntegrationBody = z
  .object({
    title: Title,
    type: z.enum(['webhook', 'sharepoint', 'procore', 'autodesk', 'custom']),
    url: z.url({ error: 'Enter the address of the service, starting with https://' }).max(2000),
    secret: text().max(500).describe('A new secret; an empty string removes it'),
    enabled: z.boolean(),
  })
  .partial();

/** GET users-permissions/roles, in the Strapi shape. */
export const RolesResponse = z.object({
  roles: z.array(z.object({ id: id(), name: text(), type: text(), description: text() })),
});

/** A user as admins see them in user management. */
export const AdminUser = z.object({
  id: id(),
  email: text(),
  username: text(),
  name: text(),
  role: z.number().int(),
  company: id().nullable(),
  companies: z.array(id()),
  department: text().nullable(),
  twofa_enabled: z.boolean(),
  is_company_admin: z.boolean(),
  created_at: text(),
});
export const UpdateUserBody = z.object({
  role: z.union([z.literal(3), z.literal(4), z.literal(5)]).optional(),
  department: text().max(100).nullable().optional(),
});

export const OverridesBody = Overrides.omit({ domain: true }).partial();
export const DomainParam = z.object({ domain: text().trim().toLowerCase().min(1).max(253) });
