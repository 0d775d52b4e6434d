import { describe, expect, it } from 'vitest';
import { extractContact, mergeContact } from './contact.ts';

describe('contact details typed in the chat', () => {
  it.each([
    ['my email is sara@example.com', { email: 'sara@example.com' }],
    ["I'm Sara", { name: 'Sara' }],
    // Names ending like verbs ("-ed") are names; the verbs themselves are not.
    ["I'm Waheed Akhtar", { name: 'Waheed Akhtar' }],
    ['this is Muhammed', { name: 'Muhammed' }],
    ["I'm excited to start", {}],
    // A whole name of four words; whom to ask for at the number given; details after a label.
    ['I am Muhammad Ali Jinnah Khan', { name: 'Muhammad Ali Jinnah Khan' }],
    // A trade said is not a name; a surname that is one stays.
    ['main tailor hoon, suits silta hoon', {}],
    ['I am John Baker', { name: 'John Baker' }],
    ['my number is 0333-1234567, ask for Kamran', { name: 'Kamran', phone: '+92 333 1234567' }],
    ['ask for Growth pricing, my email is a@b.co', { email: 'a@b.co' }],
    ['ok my details: Zara, zara@zarabakes.pk', { name: 'Zara', email: 'zara@zarabakes.pk' }],
    [
      'ok note my details: Hamza Sheikh, hamza@threadline.co, 0301-2223344',
      { name: 'Hamza Sheikh', email: 'hamza@threadline.co', phone: '+92 301 2223344' },
    ],
    // Four words of one name after "naam"; "rabta" (contact) before the name.
    [
      'naam syed ali raza shah 0321-7654321 pe call kro',
      { name: 'Syed Ali Raza Shah', phone: '+92 321 7654321' },
    ],
    ['rabta: Hamza Tariq +92 333 9876543', { name: 'Hamza Tariq', phone: '+92 333 9876543' }],
    [
      'Contact me: Mrs. Nadia Hussain, nadia@crafthaus.co',
      { name: 'Mrs. Nadia Hussain', email: 'nadia@crafthaus.co' },
    ],
    // A lower-case name that ends its clause, and the person to call before the number.
    ['im hira, whatsapp me please', { name: 'Hira' }],
    // A titled or plain name opening a line of contact details, after a colon, or signed.
    [
      'Prof. Salman Haider (architect), salman@studio.pk, 0333 1112233',
      { name: 'Prof. Salman Haider', email: 'salman@studio.pk', phone: '+92 333 1112233' },
    ],
    ['Maria Dsouza | maria@mail.com', { name: 'Maria Dsouza', email: 'maria@mail.com' }],
    ['naam note kar lein: Shazia Parveen', { name: 'Shazia Parveen' }],
    ['Kind regards, Engr. Tahir Mahmood', { name: 'Engr. Tahir Mahmood' }],
    ['Hi team, Sohail Abbas Rizvi here', { name: 'Sohail Abbas Rizvi' }],
    ['Thanks Team', {}],
    // Typed in lower case: a title says a name follows; "x here" before an address that
    // begins with x names them, a trade does not.
    [
      'this is dr. sana malik, call me on +971 50 123 4567',
      { name: 'Dr. Sana Malik', phone: '+971 50 123 4567' },
    ],
    ['ali here, ali.khan@company.co.uk', { name: 'Ali', email: 'ali.khan@company.co.uk' }],
    ['bakery here, call 03001234567', { phone: '+92 300 1234567' }],
    [
      'could someone ring Bilal at 0321 7654321 tomorrow',
      { name: 'Bilal', phone: '+92 321 7654321' },
    ],
    ['I am Sara Khan from Lahore', { name: 'Sara Khan' }],
    // Where they are from may be a firm of several words.
    ['Nadia Iqbal from Green Leaf Organics here', { name: 'Nadia Iqbal' }],
    [
      'Omar Sheikh from Sheikh & Sons Traders, my number is 0321 7654321',
      { name: 'Omar Sheikh', phone: '+92 321 7654321' },
    ],
    ['my name is ahmed', { name: 'Ahmed' }],
    ['call me at +92 300 1234567', { phone: '+92 300 1234567' }],
    [
      // Read as the forms read it, in Pakistan's numbering (055 is Gujranwala).
      'reach me on (555) 123-4567 or bob@shop.io',
      { email: 'bob@shop.io', phone: '+92 55 51234567' },
    ],
    [
      "Hi, I'm Sara, sara@x.co, 0300-1234567",
      { name: 'Sara', email: 'sara@x.co', phone: '+92 300 1234567' },
    ],
    [
      'my name is Ali, email ali@x.pk, 0300 1234567',
      { name: 'Ali', email: 'ali@x.pk', phone: '+92 300 1234567' },
    ],
    ['mera naam Sara hai, mera number 03001234567 hai', { name: 'Sara', phone: '+92 300 1234567' }],
    [
      'mera naam hai Bilal Ahmed aur email bilal@shop.pk',
      { name: 'Bilal Ahmed', email: 'bilal@shop.pk' },
    ],
    ['main Ayesha hoon', { name: 'Ayesha' }],
    // What the visitor does, in words the pages use, is not who they are.
    ['main marketer hoon, koi job hai?', {}],
    ['hello im designer', {}],
    ['main student hoon', {}],
    // "main Dubai mein rehta hoon" (I live in Dubai) names a place and a verb, no one.
    ['main Dubai mein rehta hoon', {}],
    ['main Lahore mein kaam karta hoon', {}],
    // A name signed after the e-mail, set off by commas before the number, or in Urdu script.
    ['you can reach me at sana.k@gmail.com - Sana', { name: 'Sana', email: 'sana.k@gmail.com' }],
    ['call me, Usman, 0300-1234567', { name: 'Usman', phone: '+92 300 1234567' }],
    ['میرا نام زینب ہے', { name: 'زینب' }],
    // A sign-off or a place after the details is no name.
    ['email me at a@b.com, Cheers', { email: 'a@b.com' }],
    ['website for Karachi, 0300 1234567, Clifton', { phone: '+92 300 1234567' }],
    // Digits that are no phone number under the one rule are not taken for one.
    ['my number is 1234567890', {}],
  ])('%j', (message, expected) => {
    expect(extractContact(message)).toEqual(expected);
  });

  it.each([
    "I'm looking for a website",
    "I'm interested in your plans",
    'i am from karachi',
    'our budget is $1500 for 2 months',
    'call me back tomorrow',
    'We opened on 2024-05-01',
  ])('finds nothing in %j', (message) => {
    expect(extractContact(message)).toEqual({});
  });

  it.each([
    ['Prof. Imran Qureshi, we run a coaching academy', { name: 'Prof. Imran Qureshi' }],
    [
      'you can write to me at hamza@startup.io - thanks, Hamza',
      { name: 'Hamza', email: 'hamza@startup.io' },
    ],
    [
      'contact: Sara Malik, sara.malik@gmail.com',
      { name: 'Sara Malik', email: 'sara.malik@gmail.com' },
    ],
    ['names Ali', { name: 'Ali' }],
  ])('keeps the name in %j', (message, expected) => {
    expect(extractContact(message)).toEqual(expected);
  });

  it.each([
    ["you can email me, it's hina.k at gmail dot com", { email: 'hina.k@gmail.com' }],
    ['ahmed dot raza at outlook dot com', { email: 'ahmed.raza@outlook.com' }],
    ['email? ok: fatima [at] fkbakes [dot] com', { email: 'fatima@fkbakes.com' }],
    ['mera email ali.hassan92 at gmail dot com hai', { email: 'ali.hassan92@gmail.com' }],
    ['Email: Kamran.Ali@Brightpath.pk', { email: 'kamran.ali@brightpath.pk' }],
    ['my name is Samina by the way', { name: 'Samina' }],
    ["hello i'm john smith from toronto", { name: 'John Smith' }],
    ['this is bilal from crunchy bites', { name: 'Bilal' }],
  ])('reads an address spelt out and a name said in passing in %j', (message, expected) => {
    expect(extractContact(message)).toEqual(expected);
  });

  it.each(['i am a baker from karachi', "i'm just writing from my phone", "I'm calling from Doha"])(
    'takes no name from what the visitor does in %j',
    (message) => {
      expect(extractContact(message).name).toBeUndefined();
    },
  );

  it.each([
    'reach me at brightwave.agency',
    "I'm at home. Thanks",
    'we are at Clifton dot Karachi',
  ])('takes no place or page for an address in %j', (message) => {
    expect(extractContact(message).email).toBeUndefined();
  });

  it.each(['do you sell domain names cheap', 'Thanks, great'])('finds no name in %j', (message) => {
    expect(extractContact(message).name).toBeUndefined();
  });

  it.each([
    // The name to note, and the person the team should write to or ask for; a title stays
    // with the name as the visitor wrote it, and the name stops at the first word that is
    // not one.
    [
      'Put me down as Joseph Okafor, jokafor@protonmail.com, mobile +234 803 555 0192',
      { name: 'Joseph Okafor', email: 'jokafor@protonmail.com', phone: '+234 803 555 0192' },
    ],
    ['put me down as joseph okafor', { name: 'Joseph Okafor' }],
    [
      'Contact person is Ms. Hina Baig, hina.baig@edu-spark.org',
      { name: 'Ms. Hina Baig', email: 'hina.baig@edu-spark.org' },
    ],
    [
      'contact person: bilal ahmed, 0321 7654321',
      { name: 'Bilal Ahmed', phone: '+92 321 7654321' },
    ],
    ['write to Info@BakeHouse.PK, attention Nadia', { name: 'Nadia', email: 'info@bakehouse.pk' }],
    ['attn: Mr. Bilal Khan, bilal@shop.pk', { name: 'Mr. Bilal Khan', email: 'bilal@shop.pk' }],
    [
      'for the attention of Miss Sana Tariq, sana@x.co',
      { name: 'Miss Sana Tariq', email: 'sana@x.co' },
    ],
    ['call me on +44 7911 123456 and ask for Tom', { name: 'Tom', phone: '+44 7911 123456' }],
    [
      'ask for Tom and tell him it is urgent, 0300 1234567',
      { name: 'Tom', phone: '+92 300 1234567' },
    ],
    ['ask for Dr Ahmed when you call 0300 1234567', { name: 'Dr Ahmed', phone: '+92 300 1234567' }],
    // A text message's short label and abbreviations: "nm" (name), "no" (number), "pls cl"
    // (please call) are no part of the name.
    ['nm: sara, no 03001234567 pls cl aftr 8', { name: 'Sara', phone: '+92 300 1234567' }],
    ['nm: Sara Khan pls call 03001234567', { name: 'Sara Khan', phone: '+92 300 1234567' }],
  ])('reads the name after a lead-in in %j', (message, expected) => {
    expect(extractContact(message)).toEqual(expected);
  });

  it.each([
    ['ask for a quote at sara@x.co', { email: 'sara@x.co' }],
    ['attention to detail matters to us, info@x.co', { email: 'info@x.co' }],
    ['attention please, my email is a@b.co', { email: 'a@b.co' }],
    ['Attention Sales Team, info@shop.pk', { email: 'info@shop.pk' }],
    ['put me down for Friday, 0300 1234567', { phone: '+92 300 1234567' }],
    ['put me down as interested, 0300 1234567', { phone: '+92 300 1234567' }],
    ['the contact person is me, 0300 1234567', { phone: '+92 300 1234567' }],
  ])('takes no name from an ordinary sentence in %j', (message, expected) => {
    expect(extractContact(message)).toEqual(expected);
  });

  it.each([
    'ask for a quote',
    'attention to detail matters to us',
    'put me down for Friday',
    'put me down as a maybe',
    'put me down as Growth',
    'who is the contact person?',
    'name: your price',
    'name your price: Growth plan',
    'nm: your price',
    'nm sara',
  ])('finds no name in the trap %j', (message) => {
    expect(extractContact(message).name).toBeUndefined();
  });

  it.each([
    // A country code opening the number in brackets or after a space, dots between the
    // groups, and the national number's leading 0 or "(0)" kept after the code.
    ['whatsapp (+44) 7911 123456 pls', '+44 7911 123456'],
    ['ring + 44 7911 123456', '+44 7911 123456'],
    ['my cell is +1.415.555.2671', '+1 415 555 2671'],
    ['call +44 07911 123456 after 6', '+44 7911 123456'],
    ['mobile +234 (0) 803 555 0192', '+234 803 555 0192'],
    ['tel: +44-7911-123456.', '+44 7911 123456'],
    ['reach me at +33 6 12 34 56 78 in the evening', '+33 6 12 34 56 78'],
    ['+7 (912) 345-67-89', '+7 912 345 67 89'],
  ])('reads the international number in %j', (message, phone) => {
    expect(extractContact(message).phone).toBe(phone);
  });

  it.each([
    // Ofcom keeps 07700 900xxx for drama: no one dials it, and the phone rule refuses it.
    'call me on +44 7700 900123',
    // Dots between digits count only after a country code.
    'server at 192.168.100.200',
  ])('takes no phone from %j', (message) => {
    expect(extractContact(message).phone).toBeUndefined();
  });

  it('merges later details over earlier ones and never erases with blanks', () => {
    expect(
      mergeContact({ name: 'Sara', email: 'old@x.co' }, { email: 'new@x.co' }, { name: undefined }),
    ).toEqual({ name: 'Sara', email: 'new@x.co' });
  });
});
