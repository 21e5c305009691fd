import { PointCloudMaterial, PointColorType } from 'potree-core';
import { describe, expect, test } from 'vitest';
import { enableColourModes, withColourModes } from './colourModes.ts';

const shaderFor = (pointColorType: PointColorType) => {
  const material = new PointCloudMaterial({ newFormat: true });
  material.pointColorType = pointColorType;
  return withColourModes(material.vertexShader);
};

describe('colour modes on a Potree 2 octree', () => {
  test('the shipped shader is rewritten, so a potree-core that changes it fails here rather than in the viewer', () => {
    const shipped = new PointCloudMaterial({ newFormat: true }).vertexShader;
    expect(withColourModes(shipped)).not.toBe(shipped);
  });

  test.each([
    [PointColorType.INTENSITY, 'color_type_intensity', 'getIntensity()'],
    [PointColorType.CLASSIFICATION, 'color_type_classification', 'getClassification().rgb'],
    [PointColorType.ELEVATION, 'color_type_height', 'getElevation()'],
  ])('colour type %s selects its own attribute', (type, define, reads) => {
    const shader = shaderFor(type);
    expect(shader).toContain(`#define ${define}`);
    expect(shader).toMatch(
      new RegExp(`defined\\(${define}\\)\\s*vColor = vec4\\([^;]*${reads.replace(/[().]/g, '\\$&')}`),
    );
  });

  test('colours are drawn as stored, with no conversion between encodings', () => {
    const material = new PointCloudMaterial({ newFormat: true });
    enableColourModes(material);
    expect(material.vertexShader).not.toMatch(/#define (input|output)_color_encoding_linear/);
  });

  test('RGB still reads the octree’s colours', () => {
    expect(shaderFor(PointColorType.RGB)).toMatch(/#elif defined\(new_format\)\s*vColor = rgba;/);
  });
});
