export type MenuItem = {
  id: string;
  name: string;
  category: "coffee" | "pastries";
  price: number;
  image: string;
  description: string;
  vegan?: boolean;
};

export type Reservation = {
  name: string;
  email: string;
  guests: string;
  time: string;
  notes?: string;
};

export async function fetchMenu(): Promise<MenuItem[]> {
  const response = await fetch("/data/menu.json");
  if (!response.ok) throw new Error(`Menu request failed: ${response.status}`);
  return response.json();
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Mock API until the booking backend exists.
export async function createReservation(reservation: Reservation) {
  await delay(300);
  return { id: `res_${Date.now()}`, ...reservation };
}

export const formatPrice = (value: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(value);
