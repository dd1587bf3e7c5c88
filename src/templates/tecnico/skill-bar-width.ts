const FIRST = 85;
const STEP = 10;
/** Below this a bar stops reading as a skill and starts reading as a weakness. */
export const SKILL_BAR_FLOOR = 30;

/**
 * Bar width in percent for the skill at `index` (0-based): 85 minus 10 per position (spec part 1 §9), never
 * under the floor. The order is the person's own, so the bars say 'strongest first', not a grade.
 */
export function skillBarWidth(index: number): number {
  return Math.max(FIRST - STEP * index, SKILL_BAR_FLOOR);
}
