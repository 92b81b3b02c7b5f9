import { Link } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Separator } from "@/components/ui/separator";
import { workouts } from "@/data/workouts";

const History = () => (
  <div className="container max-w-2xl py-8">
    <Link to="/" className="mb-6 inline-flex items-center gap-2 text-sm text-muted-foreground">
      <ArrowLeft className="h-4 w-4" /> Back to dashboard
    </Link>
    <h1 className="text-3xl font-bold">Workout history</h1>
    <Separator className="my-4" />
    <ul className="space-y-3">
      {workouts.map((w) => (
        <li key={w.id} className="flex items-center gap-3">
          <Avatar>
            <AvatarFallback>{w.name.slice(0, 2).toUpperCase()}</AvatarFallback>
          </Avatar>
          <span>{w.name}</span>
          <span className="ml-auto text-sm text-muted-foreground">{w.minutes} min</span>
        </li>
      ))}
    </ul>
  </div>
);

export default History;
