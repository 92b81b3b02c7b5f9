import { useState } from "react";
import { Link } from "react-router-dom";
import { Activity, Timer, Trophy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import WorkoutCard from "@/components/WorkoutCard";
import { WeeklyChart } from "@/components/WeeklyChart";
import { LogWorkoutDialog } from "@/components/LogWorkoutDialog";
import { workouts } from "@/data/workouts";
import { useIsMobile } from "@/hooks/use-mobile";

const Index = () => {
  const [date, setDate] = useState<Date | undefined>(new Date(2024, 5, 7));
  const isMobile = useIsMobile();
  const totalMinutes = workouts.reduce((sum, w) => sum + w.minutes, 0);

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="container flex items-center justify-between py-4">
          <h1 className="text-2xl font-bold text-gradient">PulseFit</h1>
          <nav className="flex items-center gap-3">
            <Link to="/history" className="text-sm font-medium text-muted-foreground hover:text-foreground">
              History
            </Link>
            <LogWorkoutDialog />
          </nav>
        </div>
      </header>
      <main className="container space-y-6 py-8">
        <section className="grid gap-4 md:grid-cols-3">
          <div className="stat-tile flex items-center gap-3">
            <Activity className="h-6 w-6 text-primary" />
            <div>
              <p className="text-sm text-muted-foreground">Workouts this week</p>
              <p className="text-2xl font-bold">{workouts.length}</p>
            </div>
          </div>
          <div className="stat-tile flex items-center gap-3">
            <Timer className="h-6 w-6 text-primary" />
            <div>
              <p className="text-sm text-muted-foreground">Active minutes</p>
              <p className="text-2xl font-bold">{totalMinutes}</p>
            </div>
          </div>
          <div className="stat-tile flex items-center gap-3">
            <Trophy className="h-6 w-6 text-primary" />
            <div>
              <p className="text-sm text-muted-foreground">Current streak</p>
              <p className="text-2xl font-bold">5 days</p>
            </div>
          </div>
        </section>

        <Card>
          <CardHeader>
            <CardTitle>Weekly goal</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <Progress value={72} />
            <p className="text-sm text-muted-foreground">72% of your 300-minute goal</p>
          </CardContent>
        </Card>

        <Tabs defaultValue="recent">
          <TabsList>
            <TabsTrigger value="recent">Recent workouts</TabsTrigger>
            <TabsTrigger value="chart">Activity chart</TabsTrigger>
            <TabsTrigger value="calendar">Calendar</TabsTrigger>
          </TabsList>
          <TabsContent value="recent" className="space-y-3">
            {workouts.map((w) => (
              <WorkoutCard key={w.id} workout={w} />
            ))}
          </TabsContent>
          <TabsContent value="chart">
            <WeeklyChart />
          </TabsContent>
          <TabsContent value="calendar">
            <Calendar mode="single" selected={date} onSelect={setDate} className="rounded-md border w-fit" />
          </TabsContent>
        </Tabs>

        <Button
          variant="outline"
          onClick={() => toast.success("Streak shared!", { description: isMobile ? "Sent from your phone" : "Copied a link" })}
        >
          Share streak
        </Button>
      </main>
    </div>
  );
};

export default Index;
