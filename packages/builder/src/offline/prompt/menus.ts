/**
 * Menu items for the kinds of place a landing page is usually for. A menu is
 * only filled from the entry whose words the prompt uses; otherwise it is
 * named after the prompt's subject.
 */
export const MENUS: [string[], [string, [string, string][]][]][] = [
  [
    ['coffee', 'cafe', 'café', 'espresso', 'roastery'],
    [
      [
        'Coffee',
        [
          ['Espresso', '2.80'],
          ['Cappuccino', '3.60'],
          ['Flat white', '3.80'],
          ['Cold brew', '4.20'],
        ],
      ],
      [
        'To eat',
        [
          ['Croissant', '3.20'],
          ['Banana bread', '3.50'],
          ['Cheese toastie', '6.50'],
        ],
      ],
    ],
  ],
  [
    ['bakery', 'bakehouse', 'patisserie', 'pastry', 'pastries', 'bread'],
    [
      [
        'Bread',
        [
          ['Sourdough loaf', '6.00'],
          ['Baguette', '3.20'],
          ['Rye bread', '5.50'],
        ],
      ],
      [
        'Pastries',
        [
          ['Croissant', '3.00'],
          ['Cinnamon bun', '3.80'],
          ['Fruit tart', '4.50'],
        ],
      ],
    ],
  ],
  [
    ['pizza', 'pizzeria'],
    [
      [
        'Pizza',
        [
          ['Margherita', '11.00'],
          ['Marinara', '9.50'],
          ['Funghi', '13.00'],
          ['Diavola', '14.00'],
        ],
      ],
      [
        'Sides',
        [
          ['Garlic bread', '5.00'],
          ['Green salad', '6.50'],
        ],
      ],
    ],
  ],
  [
    ['tea', 'teahouse', 'tea room'],
    [
      [
        'Tea',
        [
          ['Green tea', '3.00'],
          ['Earl Grey', '3.00'],
          ['Chai latte', '4.20'],
        ],
      ],
      [
        'Sweets',
        [
          ['Scone', '3.50'],
          ['Lemon cake', '4.00'],
        ],
      ],
    ],
  ],
  [
    ['bar', 'pub', 'brewery', 'cocktail', 'cocktails', 'wine bar'],
    [
      [
        'Drinks',
        [
          ['House lager', '5.50'],
          ['Pale ale', '6.00'],
          ['Red wine (glass)', '7.00'],
          ['Gin and tonic', '8.50'],
        ],
      ],
      [
        'Bar snacks',
        [
          ['Fries', '4.50'],
          ['Nachos', '7.50'],
        ],
      ],
    ],
  ],
  [
    ['ice cream', 'gelato', 'gelateria'],
    [
      [
        'Scoops',
        [
          ['Vanilla', '3.00'],
          ['Chocolate', '3.00'],
          ['Pistachio', '3.50'],
          ['Strawberry', '3.00'],
        ],
      ],
      [
        'Extras',
        [
          ['Waffle cone', '1.00'],
          ['Sundae', '6.50'],
        ],
      ],
    ],
  ],
  [
    ['sushi', 'japanese', 'ramen'],
    [
      [
        'Mains',
        [
          ['Salmon nigiri', '6.00'],
          ['Maki set', '12.00'],
          ['Ramen', '14.00'],
        ],
      ],
      [
        'Sides',
        [
          ['Miso soup', '3.50'],
          ['Edamame', '4.00'],
        ],
      ],
    ],
  ],
  [
    ['taco', 'tacos', 'mexican', 'burrito'],
    [
      [
        'Tacos',
        [
          ['Carnitas taco', '4.00'],
          ['Fish taco', '4.50'],
          ['Veggie taco', '3.80'],
        ],
      ],
      [
        'Sides',
        [
          ['Chips and salsa', '4.00'],
          ['Guacamole', '5.00'],
        ],
      ],
    ],
  ],
  [
    ['burger', 'burgers', 'diner', 'grill'],
    [
      [
        'Burgers',
        [
          ['Classic burger', '12.00'],
          ['Cheeseburger', '13.00'],
          ['Veggie burger', '12.00'],
        ],
      ],
      [
        'Sides',
        [
          ['Fries', '4.50'],
          ['Milkshake', '5.50'],
        ],
      ],
    ],
  ],
  [
    ['juice', 'smoothie', 'smoothies'],
    [
      [
        'Smoothies',
        [
          ['Berry blast', '6.00'],
          ['Green smoothie', '6.50'],
          ['Mango lassi', '5.50'],
        ],
      ],
      [
        'Juices',
        [
          ['Orange juice', '4.50'],
          ['Carrot and ginger', '5.00'],
        ],
      ],
    ],
  ],
  [
    ['salon', 'barber', 'barbershop', 'hair'],
    [
      [
        'Hair',
        [
          ['Haircut', '35.00'],
          ['Cut and blow-dry', '55.00'],
          ['Colour', '80.00'],
        ],
      ],
      [
        'Extras',
        [
          ['Beard trim', '15.00'],
          ['Wash and style', '25.00'],
        ],
      ],
    ],
  ],
  [
    ['spa', 'massage', 'nails', 'nail'],
    [
      [
        'Treatments',
        [
          ['Massage (60 min)', '70.00'],
          ['Facial', '60.00'],
          ['Manicure', '30.00'],
        ],
      ],
      [
        'Add-ons',
        [
          ['Hot stones', '15.00'],
          ['Aromatherapy', '10.00'],
        ],
      ],
    ],
  ],
  [
    [
      'restaurant',
      'bistro',
      'kitchen',
      'eatery',
      'food truck',
      'brunch',
      'trattoria',
    ],
    [
      [
        'Mains',
        [
          ['Soup of the day', '7.50'],
          ['Grilled chicken', '16.00'],
          ['Pasta of the day', '14.00'],
          ['Seasonal salad', '11.00'],
        ],
      ],
      [
        'Desserts',
        [
          ['Chocolate cake', '6.50'],
          ['Lemon tart', '6.00'],
        ],
      ],
    ],
  ],
]
