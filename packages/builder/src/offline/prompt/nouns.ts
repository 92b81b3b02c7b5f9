import type { FieldType } from '../app-spec.ts'

/**
 * Common record nouns and the fields such a record usually has. A field is
 * `label:type` or `label:select:Option|Option`. The first field is the
 * record's name. Bounded data, read once.
 */
export type NounEntry = {
  one: string
  many: string
  aliases: string[]
  fields: string[]
}

const n = (
  one: string,
  many: string,
  aliases: string[],
  fields: string[]
): NounEntry => ({ one, many, aliases, fields })

export const NOUNS: NounEntry[] = [
  n(
    'recipe',
    'recipes',
    ['recipe', 'cookbook', 'recipe book', 'recipe box'],
    [
      'Title:text',
      'Ingredients:list',
      'Steps:longtext',
      'Minutes:number',
      'Category:select:Breakfast|Lunch|Dinner|Dessert|Snack',
    ]
  ),
  n('habit', 'habits', ['habit', 'habits'], ['Name:text']),
  n(
    'birthday',
    'birthdays',
    ['birthday', 'birthdays', 'anniversary', 'anniversaries'],
    ['Name:text', 'Date:date', 'Gift ideas:list']
  ),
  n(
    'to-do',
    'to-dos',
    ['todo', 'to-do', 'to do', 'checklist', 'chore', 'errand'],
    ['Title:text', 'Done:boolean', 'Due date:date']
  ),
  n(
    'task',
    'tasks',
    ['task'],
    [
      'Title:text',
      'Status:select:To do|In progress|Done',
      'Due date:date',
      'Priority:select:Low|Medium|High',
      'Assignee:text',
    ]
  ),
  n(
    'ticket',
    'tickets',
    ['ticket', 'bug', 'issue'],
    [
      'Title:text',
      'Status:select:Open|In progress|Fixed|Closed',
      'Priority:select:Low|Medium|High',
      'Description:longtext',
    ]
  ),
  n(
    'note',
    'notes',
    ['note', 'journal', 'diary', 'memo'],
    ['Title:text', 'Body:longtext', 'Tags:list']
  ),
  n(
    'idea',
    'ideas',
    ['idea', 'brainstorm'],
    ['Title:text', 'Description:longtext', 'Votes:number']
  ),
  n(
    'book',
    'books',
    ['book', 'reading list', 'novel'],
    [
      'Title:text',
      'Author:text',
      'Status:select:To read|Reading|Read',
      'Rating:rating',
    ]
  ),
  n(
    'movie',
    'movies',
    ['movie', 'film', 'watchlist', 'series'],
    [
      'Title:text',
      'Year:number',
      'Genre:select:Drama|Comedy|Action|Documentary|Other',
      'Watched:boolean',
      'Rating:rating',
    ]
  ),
  n(
    'song',
    'songs',
    ['song', 'album', 'vinyl', 'record collection', 'playlist'],
    ['Title:text', 'Artist:text', 'Rating:rating']
  ),
  n(
    'game',
    'games',
    ['video game', 'board game', 'tabletop game', 'game collection'],
    [
      'Title:text',
      'Platform:text',
      'Status:select:Backlog|Playing|Finished',
      'Rating:rating',
    ]
  ),
  n(
    'expense',
    'expenses',
    ['expense', 'spending', 'purchase'],
    [
      'Description:text',
      'Amount:money',
      'Category:select:Food|Transport|Housing|Fun|Other',
      'Date:date',
    ]
  ),
  n(
    'transaction',
    'transactions',
    ['budget', 'transaction', 'finance', 'income'],
    [
      'Description:text',
      'Amount:money',
      'Type:select:Expense|Income',
      'Category:select:Food|Transport|Housing|Fun|Salary|Other',
      'Date:date',
    ]
  ),
  n(
    'subscription',
    'subscriptions',
    ['subscription'],
    [
      'Name:text',
      'Price:money',
      'Renews on:date',
      'Billing:select:Monthly|Yearly',
    ]
  ),
  n(
    'invoice',
    'invoices',
    ['invoice', 'bill'],
    ['Client:text', 'Amount:money', 'Due date:date', 'Paid:boolean']
  ),
  n(
    'contact',
    'contacts',
    ['contact', 'address book', 'phone book'],
    ['Name:text', 'Email:email', 'Phone:tel', 'Company:text', 'Notes:longtext']
  ),
  n(
    'lead',
    'leads',
    ['lead', 'deal', 'crm', 'prospect', 'sales pipeline'],
    [
      'Name:text',
      'Company:text',
      'Email:email',
      'Value:money',
      'Stage:select:New|Contacted|Won|Lost',
    ]
  ),
  n(
    'client',
    'clients',
    ['client', 'customer'],
    ['Name:text', 'Email:email', 'Phone:tel', 'Company:text']
  ),
  n(
    'member',
    'members',
    [
      'member',
      'employee',
      'staff',
      'team member',
      'team directory',
      'people',
      'person',
      'colleague',
    ],
    ['Name:text', 'Role:text', 'Email:email', 'Phone:tel', 'Team:text']
  ),
  n(
    'student',
    'students',
    ['student', 'pupil'],
    ['Name:text', 'Class:text', 'Grade:number', 'Email:email']
  ),
  n(
    'player',
    'players',
    ['player', 'roster'],
    ['Name:text', 'Position:text', 'Number:number']
  ),
  n(
    'workout',
    'workouts',
    ['workout', 'exercise', 'training', 'gym', 'running', 'fitness'],
    [
      'Exercise:text',
      'Date:date',
      'Sets:number',
      'Reps:number',
      'Weight:number',
      'Minutes:number',
    ]
  ),
  n(
    'meal',
    'meals',
    ['meal', 'calorie', 'food diary', 'diet'],
    ['Meal:text', 'Date:date', 'Calories:number']
  ),
  n(
    'mood',
    'mood entries',
    ['mood'],
    ['Note:text', 'Date:date', 'Mood:rating']
  ),
  n(
    'sleep entry',
    'sleep entries',
    ['sleep'],
    ['Note:text', 'Date:date', 'Hours:number']
  ),
  n(
    'item',
    'items',
    ['inventory', 'stock', 'item', 'warehouse', 'supply', 'supplies'],
    [
      'Name:text',
      'Quantity:number',
      'Price:money',
      'Category:text',
      'Location:text',
    ]
  ),
  n(
    'product',
    'products',
    ['product', 'catalog', 'catalogue', 'merch', 'store', 'shop', 'storefront'],
    [
      'Name:text',
      'Price:money',
      'Category:text',
      'Description:longtext',
      'In stock:boolean',
    ]
  ),
  n(
    'grocery',
    'groceries',
    ['grocery', 'groceries', 'shopping list', 'shopping'],
    ['Name:text', 'Quantity:number', 'Bought:boolean']
  ),
  n(
    'event',
    'events',
    ['event', 'meetup', 'concert', 'party', 'appointment', 'meeting'],
    ['Name:text', 'Date:date', 'Location:text', 'Description:longtext']
  ),
  n(
    'guest',
    'guests',
    ['guest', 'rsvp', 'attendee', 'invitee'],
    [
      'Name:text',
      'Email:email',
      'Attending:select:Yes|No|Maybe',
      'Guests:number',
    ]
  ),
  n(
    'booking',
    'bookings',
    ['booking', 'reservation'],
    ['Name:text', 'Email:email', 'Date:date', 'Time:text', 'Guests:number']
  ),
  n(
    'plant',
    'plants',
    ['plant', 'garden'],
    [
      'Name:text',
      'Species:text',
      'Last watered:date',
      'Water every (days):number',
    ]
  ),
  n(
    'pet',
    'pets',
    ['pet', 'dog', 'cat'],
    ['Name:text', 'Species:text', 'Birthday:date', 'Notes:longtext']
  ),
  n(
    'trip',
    'trips',
    ['trip', 'travel', 'vacation', 'holiday'],
    [
      'Destination:text',
      'Start date:date',
      'End date:date',
      'Budget:money',
      'Notes:longtext',
    ]
  ),
  n(
    'bookmark',
    'bookmarks',
    ['bookmark', 'link', 'reading list of links'],
    ['Title:text', 'URL:url', 'Tags:list']
  ),
  n(
    'application',
    'applications',
    ['job application', 'job hunt', 'job search', 'application'],
    [
      'Company:text',
      'Role:text',
      'Status:select:Applied|Interview|Offer|Rejected',
      'Applied on:date',
      'Link:url',
    ]
  ),
  n(
    'project',
    'projects',
    ['project'],
    [
      'Name:text',
      'Status:select:Planned|Active|Done',
      'Due date:date',
      'Description:longtext',
    ]
  ),
  n(
    'goal',
    'goals',
    ['goal', 'resolution', 'okr'],
    ['Title:text', 'Target date:date', 'Done:boolean']
  ),
  n(
    'restaurant',
    'restaurants',
    ['restaurant', 'places to eat'],
    ['Name:text', 'Cuisine:text', 'Address:text', 'Rating:rating']
  ),
  n(
    'course',
    'courses',
    ['course', 'class', 'lesson', 'homework', 'assignment', 'study'],
    ['Title:text', 'Teacher:text', 'Due date:date', 'Done:boolean']
  ),
  n(
    'card',
    'cards',
    ['flashcard', 'flash card', 'vocabulary', 'word'],
    ['Front:text', 'Back:longtext']
  ),
  n(
    'question',
    'questions',
    ['quiz', 'trivia', 'question'],
    ['Question:text', 'Answer:text']
  ),
  n(
    'order',
    'orders',
    ['order'],
    [
      'Customer:text',
      'Item:text',
      'Quantity:number',
      'Status:select:New|Preparing|Ready|Delivered',
    ]
  ),
  n(
    'vehicle',
    'vehicles',
    ['car', 'vehicle', 'mileage', 'fuel'],
    ['Name:text', 'Date:date', 'Kilometres:number', 'Cost:money']
  ),
  n(
    'medication',
    'medications',
    ['medication', 'medicine', 'pill'],
    ['Name:text', 'Dose:text', 'Taken:boolean', 'Date:date']
  ),
  n(
    'volunteer',
    'volunteers',
    ['volunteer', 'shift'],
    ['Name:text', 'Email:email', 'Shift date:date', 'Role:text']
  ),
  n(
    'business',
    'businesses',
    ['directory', 'business', 'shop listing', 'vendor', 'supplier'],
    ['Name:text', 'Category:text', 'Phone:tel', 'Website:url', 'Address:text']
  ),
]

/** Field words a prompt may name ("with ingredients and a rating"), with their type. */
export const FIELD_WORDS: [FieldType, string[]][] = [
  [
    'list',
    [
      'ingredients',
      'tags',
      'labels',
      'items',
      'toppings',
      'allergens',
      'skills',
      'choices',
      'options',
    ],
  ],
  [
    'longtext',
    [
      'steps',
      'instructions',
      'description',
      'notes',
      'note',
      'bio',
      'details',
      'summary',
      'comments',
      'comment',
      'review',
      'body',
      'message',
      'method',
      'directions to cook',
    ],
  ],
  [
    'money',
    [
      'price',
      'cost',
      'amount',
      'budget',
      'salary',
      'value',
      'fee',
      'total',
      'spent',
    ],
  ],
  [
    'date',
    [
      'date',
      'deadline',
      'due date',
      'due',
      'birthday',
      'day',
      'start date',
      'end date',
      'when',
    ],
  ],
  ['rating', ['rating', 'stars', 'score out of 5']],
  [
    'number',
    [
      'quantity',
      'count',
      'number',
      'sets',
      'reps',
      'calories',
      'weight',
      'hours',
      'minutes',
      'duration',
      'servings',
      'age',
      'pages',
      'distance',
      'year',
      'score',
      'grade',
      'guests',
      'goal',
    ],
  ],
  [
    'boolean',
    [
      'done',
      'completed',
      'paid',
      'watched',
      'favourite',
      'favorite',
      'checked',
      'bought',
      'visited',
    ],
  ],
  ['email', ['email', 'e-mail', 'email address']],
  ['tel', ['phone', 'phone number', 'mobile', 'telephone']],
  ['url', ['website', 'link', 'url', 'homepage']],
  [
    'select',
    [
      'category',
      'status',
      'priority',
      'type',
      'genre',
      'stage',
      'difficulty',
      'cuisine',
      'level',
      'mood',
    ],
  ],
]

/** Options for a select field named in a prompt. */
export const SELECT_OPTIONS: Record<string, string[]> = {
  status: ['To do', 'In progress', 'Done'],
  priority: ['Low', 'Medium', 'High'],
  stage: ['New', 'In progress', 'Done'],
  difficulty: ['Easy', 'Medium', 'Hard'],
  level: ['Beginner', 'Intermediate', 'Advanced'],
  mood: ['Great', 'Good', 'Okay', 'Bad'],
  type: ['Type A', 'Type B', 'Other'],
  category: ['General', 'Work', 'Personal', 'Other'],
  genre: ['Drama', 'Comedy', 'Action', 'Other'],
  cuisine: ['Italian', 'Asian', 'Mexican', 'Other'],
}
