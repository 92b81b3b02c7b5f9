import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod";
import { format, parseISO } from "date-fns";
import { enGB } from "date-fns/locale";
import { v4 as uuidv4 } from "uuid";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { MadeWithDyad } from "@/components/made-with-dyad";
import { showSuccess } from "@/utils/toast";
import { CATEGORIES, loadExpenses, saveExpenses, type Expense } from "@/lib/expenses";

const formSchema = z.object({
  title: z.string().min(2, { message: "Title must be at least 2 characters." }),
  amount: z.coerce.number().positive({ message: "Amount must be more than zero." }),
  category: z.enum(CATEGORIES),
});

type FormValues = z.infer<typeof formSchema>;

const Index = () => {
  const [expenses, setExpenses] = useState<Expense[]>(loadExpenses);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = searchParams.get("category");

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: "", amount: 0, category: "Groceries" },
  });

  const onSubmit = (values: FormValues) => {
    const next = [
      { id: uuidv4(), date: new Date().toISOString().slice(0, 10), ...values },
      ...expenses,
    ];
    setExpenses(next);
    saveExpenses(next);
    showSuccess(`Added ${values.title}`);
    form.reset();
  };

  const shown = filter ? expenses.filter((e) => e.category === filter) : expenses;

  return (
    <div className="mx-auto max-w-4xl space-y-8 p-6">
      <h1 className="text-3xl font-bold">Spendwise</h1>
      {import.meta.env.DEV && <p className="text-sm text-amber-600">Development build</p>}
      <Card>
        <CardHeader>
          <CardTitle>Add an expense</CardTitle>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 md:grid-cols-4">
              <FormField
                control={form.control}
                name="title"
                render={({ field }) => (
                  <FormItem className="md:col-span-2">
                    <FormLabel>Title</FormLabel>
                    <FormControl>
                      <Input placeholder="Coffee beans" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Amount</FormLabel>
                    <FormControl>
                      <Input type="number" step="0.01" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="category"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Category</FormLabel>
                    <Select onValueChange={field.onChange} defaultValue={field.value}>
                      <FormControl>
                        <SelectTrigger>
                          <SelectValue placeholder="Pick one" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {CATEGORIES.map((c) => (
                          <SelectItem key={c} value={c}>{c}</SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" className="md:col-span-4">Add expense</Button>
            </form>
          </Form>
        </CardContent>
      </Card>

      <div className="flex gap-2">
        <Button variant={filter ? "outline" : "default"} size="sm" onClick={() => setSearchParams({})}>All</Button>
        {CATEGORIES.map((c) => (
          <Button key={c} variant={filter === c ? "default" : "outline"} size="sm" onClick={() => setSearchParams({ category: c })}>
            {c}
          </Button>
        ))}
      </div>

      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Category</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{format(parseISO(e.date), "d MMMM yyyy", { locale: enGB })}</TableCell>
              <TableCell>{e.title}</TableCell>
              <TableCell>{e.category}</TableCell>
              <TableCell className="text-right">€{e.amount.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MadeWithDyad />
    </div>
  );
};

export default Index;
