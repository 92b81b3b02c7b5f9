import { format, parseISO } from "date-fns";
import { Dumbbell, Flame, HeartPulse, StretchHorizontal } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { Workout } from "@/data/workouts";

const icons = {
  strength: Dumbbell,
  cardio: HeartPulse,
  mobility: StretchHorizontal,
};

interface WorkoutCardProps {
  workout: Workout;
}

const WorkoutCard = ({ workout }: WorkoutCardProps) => {
  const Icon = icons[workout.type];
  return (
    <Card className="hover:shadow-md transition-shadow">
      <CardContent className="flex items-center gap-4 p-4">
        <div className="rounded-full bg-energy-50 p-3 text-energy-600">
          <Icon className="h-5 w-5" />
        </div>
        <div className="flex-1 text-left">
          <p className="font-semibold">{workout.name}</p>
          <p className="text-sm text-muted-foreground">
            {format(parseISO(workout.date), "EEEE, MMM d")}
          </p>
        </div>
        <Badge variant="secondary" className="capitalize">{workout.type}</Badge>
        <Tooltip>
          <TooltipTrigger asChild>
            <span className="flex items-center gap-1 text-sm text-energy-600">
              <Flame className="h-4 w-4" /> {workout.calories}
            </span>
          </TooltipTrigger>
          <TooltipContent>Calories burned</TooltipContent>
        </Tooltip>
      </CardContent>
    </Card>
  );
};

export default WorkoutCard;
