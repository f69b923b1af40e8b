/**
 * Branded units. Salaries are operator dollars; points are fantasy points. The brands stop a
 * salary from being added to points by mistake; both are plain numbers at run time.
 */
export type Salary = number & { readonly __brand: 'Salary' };
export type Points = number & { readonly __brand: 'Points' };

/** Marks a number as a salary in dollars. */
export function salary(value: number): Salary {
  return value as Salary;
}

/** Marks a number as fantasy points. */
export function points(value: number): Points {
  return value as Points;
}

/** Adds salaries; the result stays a salary. */
export function addSalary(a: Salary, b: Salary): Salary {
  return (a + b) as Salary;
}

/** Adds points; the result stays points. */
export function addPoints(a: Points, b: Points): Points {
  return (a + b) as Points;
}

/** Rounds points to the 4 decimals the solver works with (it scores in integer 1/10,000 points). */
export function roundPoints(value: number): Points {
  return (Math.round(value * 10_000) / 10_000) as Points;
}
