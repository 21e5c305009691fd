import { CatmullRomCurve3, Vector3 } from 'three';
import type { Point3 } from '../measure.ts';

/** Where the train's camera is at some distance along its path, and where it looks. */
export interface TrainPose {
  position: Vector3;
  lookAt: Vector3;
}

/**
 * The train's track: a centripetal Catmull-Rom curve through the drawn points (centripetal, so
 * unevenly spaced points make no loops or overshoots), raised by the ride height, measured by
 * length so that the speed is metres per second whatever the spacing of the points.
 */
export class TrainPath {
  readonly length: number;
  private readonly curve: CatmullRomCurve3 | null;
  private readonly points: Vector3[];

  constructor(points: Point3[], height: number) {
    this.points = points.map(([x, y, z]) => new Vector3(x, y, z + height));
    this.curve = this.points.length >= 2 ? new CatmullRomCurve3(this.points, false, 'centripetal') : null;
    this.length = this.curve?.getLength() ?? 0;
  }

  /** Points along the curve for drawing it, about one per metre, at least one per drawn point. */
  sample(): Vector3[] {
    if (!this.curve) return this.points.map((p) => p.clone());
    const divisions = Math.min(2000, Math.max(this.points.length * 8, Math.ceil(this.length)));
    return this.curve.getSpacedPoints(divisions);
  }

  /**
   * The camera at `travelled` metres along the path, looking `ahead` metres further on; at the end,
   * along the path's last direction, so the view does not snap round when the ride stops.
   */
  poseAt(travelled: number, ahead: number): TrainPose | null {
    if (!this.curve || this.length === 0) return null;
    const u = Math.min(1, Math.max(0, travelled / this.length));
    const position = this.curve.getPointAt(u);
    const further = (travelled + ahead) / this.length;
    const lookAt =
      further <= 1
        ? this.curve.getPointAt(further)
        : position.clone().addScaledVector(this.curve.getTangentAt(u), ahead);
    return { position, lookAt };
  }
}
