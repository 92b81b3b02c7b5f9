export const CATEGORIES = ["Groceries", "Transport", "Dining", "Utilities"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Expense {
  id: string;
  title: string;
  amount: number;
  category: Category;
  date: string;
}

const KEY = "spendwise.expenses";

const SEED: Expense[] = [
  { id: "1", title: "Farmers market", amount: 42.5, category: "Groceries", date: "2024-05-02" },
  { id: "2", title: "Monthly metro pass", amount: 75, category: "Transport", date: "2024-05-01" },
  { id: "3", title: "Ramen with Alex", amount: 31.2, category: "Dining", date: "2024-05-04" },
];

export function loadExpenses(): Expense[] {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Expense[]) : SEED;
  } catch {
    return SEED;
  }
}

export function saveExpenses(expenses: Expense[]) {
  localStorage.setItem(KEY, JSON.stringify(expenses));
}
