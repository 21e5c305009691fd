import type { PointCloudMaterial } from 'potree-core';

// potree-core's shader colours every point of a Potree 2 octree ("new format") by its `rgba` attribute,
// whatever the material's colour type: intensity, classification and elevation looked exactly like RGB,
// and hiding a class hid nothing. The attributes those modes read (intensity, classification, position)
// are loaded all the same, so the colour selection is rewritten to use them; RGB keeps `rgba`.
const newFormatSelection = /#ifdef new_format\s*vColor = rgba;\s*#elif/;

const selectionByColourType = `#if defined(new_format) && defined(color_type_height)
		vColor = vec4(getElevation(), 1.0);
	#elif defined(new_format) && defined(color_type_intensity)
		vColor = vec4(vec3(getIntensity()), 1.0);
	#elif defined(new_format) && defined(color_type_classification)
		vColor = vec4(getClassification().rgb, 1.0);
	#elif defined(new_format)
		vColor = rgba;
	#elif`;

/** The vertex shader with the colour modes working on the new format; unchanged if potree-core changes. */
export function withColourModes(vertexShader: string): string {
  return vertexShader.replace(newFormatSelection, selectionByColourType);
}

/**
 * Makes the material's colour type (and hidden classes) take effect on a Potree 2 octree, with true colours.
 * The material's default encodings (input sRGB, output linear) run every colour through a conversion whose
 * branches are swapped, which multiplies it by 12.92: a street scan came out white. Colours are drawn as
 * they are stored (sRGB, as the canvas shows them).
 */
export function enableColourModes(material: PointCloudMaterial): void {
  material.outputColorEncoding = material.inputColorEncoding;
  material.onBeforeCompile = (shader) => {
    shader.vertexShader = withColourModes(shader.vertexShader);
  };
}
