export type Workout = {
  id: string;
  name: string;
  type: "strength" | "cardio" | "mobility";
  minutes: number;
  calories: number;
  date: string;
};

export const workouts: Workout[] = [
  { id: "w1", name: "Morning Run", type: "cardio", minutes: 32, calories: 310, date: "2024-06-03" },
  { id: "w2", name: "Upper Body Strength", type: "strength", minutes: 45, calories: 280, date: "2024-06-04" },
  { id: "w3", name: "Yoga Flow", type: "mobility", minutes: 25, calories: 120, date: "2024-06-05" },
  { id: "w4", name: "Interval Cycling", type: "cardio", minutes: 40, calories: 420, date: "2024-06-06" },
  { id: "w5", name: "Leg Day", type: "strength", minutes: 50, calories: 350, date: "2024-06-07" },
];

export const weeklyMinutes = [
  { day: "Mon", minutes: 32 },
  { day: "Tue", minutes: 45 },
  { day: "Wed", minutes: 25 },
  { day: "Thu", minutes: 40 },
  { day: "Fri", minutes: 50 },
  { day: "Sat", minutes: 0 },
  { day: "Sun", minutes: 20 },
];
