import { z } from 'zod';
import { text } from '../core/primitives.ts';

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
/** The company's override menu (SPEC §3 overridemenu.data). */
export const MenuLinks = z.array(menuLink(4)).max(50);
export type MenuLinks = z.infer<typeof MenuLinks>;
