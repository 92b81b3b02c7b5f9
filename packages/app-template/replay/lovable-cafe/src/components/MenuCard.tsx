import { Leaf } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { formatPrice, type MenuItem } from "@/lib/api";

export const MenuCard = ({ item }: { item: MenuItem }) => (
  <Card className="overflow-hidden">
    <img src={item.image} alt={item.name} className="h-32 w-full object-cover" />
    <CardHeader className="pb-2">
      <CardTitle className="flex items-center justify-between text-lg">
        {item.name}
        {item.vegan && (
          <Tooltip>
            <TooltipTrigger asChild>
              <Badge variant="secondary" className="gap-1">
                <Leaf className="h-3 w-3" /> Vegan
              </Badge>
            </TooltipTrigger>
            <TooltipContent>No animal products</TooltipContent>
          </Tooltip>
        )}
      </CardTitle>
      <CardDescription>{item.description}</CardDescription>
    </CardHeader>
    <CardContent>
      <span className="menu-price font-semibold">{formatPrice(item.price)}</span>
    </CardContent>
  </Card>
);
