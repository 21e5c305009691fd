/** ThatOpen's item data: attributes as `{value, type}`, relations as lists of related items' data. */
export type ItemData = Record<string, unknown>;

export interface PropertySection {
  title: string;
  rows: { name: string; value: string }[];
}

type Attribute = { value: unknown; type?: string };

const isAttribute = (v: unknown): v is Attribute => typeof v === 'object' && v !== null && 'value' in v;

/** A value as text: booleans and numbers in the reader's language, lengths to the millimetre. */
export function formatValue(value: unknown, locale: string, yes: string, no: string): string {
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'number')
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * The properties panel of a picked element: its own attributes first, then each property set and
 * quantity set it is defined by (IsDefinedBy), each property by name.
 */
export function propertySections(
  data: ItemData,
  text: { attributes: string; yes: string; no: string; locale: string },
): PropertySection[] {
  const format = (v: unknown) => formatValue(v, text.locale, text.yes, text.no);
  const own: PropertySection = { title: text.attributes, rows: [] };
  for (const [key, raw] of Object.entries(data)) {
    if (!isAttribute(raw) || raw.value === null || raw.value === undefined) continue;
    if (key === '_localId') continue;
    const name = key === '_category' ? 'Class' : key === '_guid' ? 'GlobalId' : key;
    own.rows.push({ name, value: format(raw.value) });
  }
  const sets: PropertySection[] = [];
  const definedBy = Array.isArray(data.IsDefinedBy) ? (data.IsDefinedBy as ItemData[]) : [];
  for (const set of definedBy) {
    const title = isAttribute(set.Name) ? String(set.Name.value) : '';
    const members = [set.HasProperties, set.Quantities].find(Array.isArray) as ItemData[] | undefined;
    const rows = (members ?? []).map((member) => {
      const name = isAttribute(member.Name) ? String(member.Name.value) : '';
      // A single value's NominalValue, or a quantity's LengthValue, AreaValue, VolumeValue…
      const valueKey = Object.keys(member).find((k) => k === 'NominalValue' || /Value$/.test(k));
      const value = valueKey && isAttribute(member[valueKey]) ? member[valueKey].value : null;
      return { name, value: format(value) };
    });
    sets.push({ title, rows });
  }
  return [own, ...sets.sort((a, b) => a.title.localeCompare(b.title))];
}
