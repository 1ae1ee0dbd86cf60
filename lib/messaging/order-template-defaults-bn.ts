import type { TemplateText } from './order-template-defaults';
import type { OrderMessageEvent } from './order-template-keys';

/** The Bangla text of each step until the store writes its own (amounts come in Bangla digits). */
export const defaultSmsBn: Record<OrderMessageEvent, string> = {
  placed:
    '{{store}}: ধন্যবাদ, {{name}}! আপনার অর্ডার {{number}} আমরা পেয়েছি (মোট {{total}}, ডেলিভারির সময় পরিশোধ {{due}})। নিশ্চিত করতে আমরা আপনাকে ফোন করব।',
  confirmed: '{{store}}: অর্ডার {{number}} নিশ্চিত হয়েছে। আমরা যত্ন নিয়ে আপনার জন্য প্রস্তুত করছি।',
  packed: '{{store}}: অর্ডার {{number}} প্যাক করা হয়েছে, শিগগিরই রওনা হবে।',
  shipped:
    '{{store}}: অর্ডার {{number}} {{courier}}-এর মাধ্যমে রওনা হয়েছে, ট্র্যাকিং কোড {{tracking}}। অনুগ্রহ করে {{due}} প্রস্তুত রাখবেন।',
  delivered: '{{store}}: অর্ডার {{number}} আপনার হাতে পৌঁছেছে। আমাদের সাথে কেনাকাটার জন্য ধন্যবাদ!',
  cancelled:
    '{{store}}: অর্ডার {{number}} বাতিল হয়েছে। {{note}} কোনো প্রশ্ন থাকলে {{store_phone}} নম্বরে কল করুন।',
  returned:
    '{{store}}: অর্ডার {{number}} আমাদের কাছে ফেরত এসেছে। কোনো প্রশ্ন থাকলে {{store_phone}} নম্বরে কল করুন।',
  refunded: '{{store}}: অর্ডার {{number}}-এর {{total}} আপনাকে ফেরত পাঠানো হয়েছে। {{note}}',
  review_request:
    '{{store}}: {{name}}, অর্ডার {{number}}-এর পোশাকটি কেমন মানিয়েছে? অন্য কনেদের জানাতে লিখুন: {{review_links}}',
  promised:
    '{{store}}: অর্ডার {{number}} {{promised_date}}-এর মধ্যে আপনার কাছে পৌঁছাবে। কোনো প্রশ্ন থাকলে {{store_phone}} নম্বরে কল করুন।',
  atelier_stage:
    '{{store}}: অর্ডার {{number}}-এর আপনার পোশাকটি নতুন ধাপে পৌঁছেছে: {{stage}}। {{next_step}}',
};

const signature = '{{store}} · {{store_phone}}';

export const defaultEmailBn: Record<OrderMessageEvent, TemplateText> = {
  placed: {
    subject: '{{store}}: আপনার অর্ডার {{number}} আমরা পেয়েছি',
    body: `প্রিয় {{name}},\n\nঅর্ডার {{number}}-এর জন্য আপনাকে ধন্যবাদ। প্রস্তুত করার আগে নিশ্চিত করতে আমরা আপনাকে ফোন করব।\n\n{{items}}\n\nমোট: {{total}}{{discount}} (ডেলিভারির সময় পরিশোধ {{due}})\nডেলিভারির ঠিকানা: {{address}}\n\nঅর্ডারের খবর দেখুন: {{order_url}}\n\n${signature}`,
  },
  confirmed: {
    subject: '{{store}}: অর্ডার {{number}} নিশ্চিত হয়েছে',
    body: `প্রিয় {{name}},\n\nঅর্ডার {{number}} নিশ্চিত হয়েছে, আমরা প্রস্তুত করছি।\n\n{{items}}\n\nমোট: {{total}}{{discount}} (ডেলিভারির সময় পরিশোধ {{due}})\nডেলিভারির ঠিকানা: {{address}}\n\nঅর্ডারের খবর দেখুন: {{order_url}}\n\n${signature}`,
  },
  packed: {
    subject: '{{store}}: অর্ডার {{number}} প্যাক করা হয়েছে',
    body: `প্রিয় {{name}},\n\nঅর্ডার {{number}} প্যাক করা হয়েছে, শিগগিরই রওনা হবে।\n\n${signature}`,
  },
  shipped: {
    subject: '{{store}}: অর্ডার {{number}} রওনা হয়েছে',
    body: `প্রিয় {{name}},\n\nঅর্ডার {{number}} {{courier}}-এর মাধ্যমে রওনা হয়েছে। ট্র্যাকিং কোড: {{tracking}}।\nডেলিভারির সময় পরিশোধ: {{due}}।\n\nঅর্ডারের খবর দেখুন: {{order_url}}\n\n${signature}`,
  },
  delivered: {
    subject: '{{store}}: অর্ডার {{number}} পৌঁছেছে',
    body: `প্রিয় {{name}},\n\nঅর্ডার {{number}} আপনার হাতে পৌঁছেছে। আমাদের সাথে কেনাকাটার জন্য ধন্যবাদ।\n\n${signature}`,
  },
  cancelled: {
    subject: '{{store}}: অর্ডার {{number}} বাতিল হয়েছে',
    body: 'প্রিয় {{name}},\n\nঅর্ডার {{number}} বাতিল হয়েছে। {{note}}\n\nকোনো প্রশ্ন থাকলে {{store_phone}} নম্বরে কল করুন।\n\n{{store}}',
  },
  returned: {
    subject: '{{store}}: অর্ডার {{number}} ফেরত এসেছে',
    body: 'প্রিয় {{name}},\n\nঅর্ডার {{number}} আমাদের কাছে ফেরত এসেছে।\n\nকোনো প্রশ্ন থাকলে {{store_phone}} নম্বরে কল করুন।\n\n{{store}}',
  },
  refunded: {
    subject: '{{store}}: অর্ডার {{number}}-এর টাকা ফেরত',
    body: `প্রিয় {{name}},\n\nঅর্ডার {{number}}-এর {{total}} আপনাকে ফেরত পাঠানো হয়েছে। {{note}}\n\n${signature}`,
  },
  review_request: {
    subject: '{{store}}: অর্ডার {{number}} কেমন মানিয়েছে?',
    body: `প্রিয় {{name}},\n\nআশা করি অর্ডার {{number}}-এর পোশাকগুলো আপনার ভালো লেগেছে। আপনার কয়েকটি কথা আর একটি-দুটি ছবি অন্য কনেদের বেছে নিতে সাহায্য করে:\n\n{{review_links}}\n\nপ্রতিটি লিংক একবারই কাজ করে।\n\n${signature}`,
  },
  promised: {
    subject: '{{store}}: অর্ডার {{number}} {{promised_date}}-এর মধ্যে পৌঁছাবে',
    body: `প্রিয় {{name}},\n\nফোনে যেমন কথা হয়েছে, অর্ডার {{number}} {{promised_date}}-এর মধ্যে আপনার কাছে পৌঁছাবে।\n\nঅর্ডারের খবর দেখুন: {{order_url}}\n\n${signature}`,
  },
  atelier_stage: {
    subject: '{{store}}: অর্ডার {{number}}-এর পোশাক: {{stage}}',
    body: `প্রিয় {{name}},\n\nঅর্ডার {{number}}-এর আপনার পোশাকটি আমাদের অ্যাটেলিয়ারে নতুন ধাপে পৌঁছেছে: {{stage}}।\n\n{{next_step}}\n\n${signature}`,
  },
};
